import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";

export function Component() {
  useDocumentTitle("Owner Portal");
  return (
    <PageHeader
      eyebrow="Vehicle owners"
      title="Owner Portal"
      description="Total revenue, expenses and net payout for every vehicle you have with EkoLuxe."
    />
  );
}
