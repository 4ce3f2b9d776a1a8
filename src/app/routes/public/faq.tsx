import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("FAQ");
  return (
    <PageHeader
      eyebrow="Help"
      title="Frequently Asked Questions"
      description="Answers about booking, pricing, payments, safety and driving with EkoLuxe."
    />
  );
}
