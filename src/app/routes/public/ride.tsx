import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Your ride");
  return (
    <PageHeader
      eyebrow="Live ride"
      title="Your ride"
      description="Follow your ride as it happens."
    />
  );
}
