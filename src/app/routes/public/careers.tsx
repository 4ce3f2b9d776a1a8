import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Careers");
  return (
    <PageHeader
      eyebrow="Work with us"
      title="Careers"
      description="Help us set a new standard for getting around Lagos. See the roles we are hiring for."
    />
  );
}
