import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ReportsAdmin } from "@/features/admin-reports";

const TITLE = "Reports";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Revenue, expenses and payouts per vehicle, closed month by month from trips and logs."
      />
      <ReportsAdmin />
    </>
  );
}
