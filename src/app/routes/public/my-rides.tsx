import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("My rides");
  return (
    <PageHeader
      eyebrow="Your account"
      title="My rides"
      description="Your upcoming and past rides with EkoLuxe."
    />
  );
}
