import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Login or Sign Up");
  return (
    <PageHeader
      eyebrow="Your account"
      title="Welcome to EkoLuxe"
      description="Log in to manage your rides and reports, or create an account to book faster."
    />
  );
}
