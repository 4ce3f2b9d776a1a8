import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("About Us");
  return (
    <PageHeader
      eyebrow="Our story"
      title="About EkoLuxe"
      description="A premium, safe and reliable way to move around Lagos, built on professional drivers and a carefully kept fleet."
    />
  );
}
