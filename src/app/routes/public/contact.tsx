import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Contact Us");
  return (
    <PageHeader
      eyebrow="Get in touch"
      title="Contact Us"
      description="Questions, feedback or a special request? Send us a message and our team will get back to you."
    />
  );
}
