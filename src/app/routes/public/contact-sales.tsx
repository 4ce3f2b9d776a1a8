import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Contact Sales");
  return (
    <PageHeader
      eyebrow="For business"
      title="Contact Sales"
      description="Tell us about your company’s transport needs and our sales team will prepare a proposal for you."
    />
  );
}
