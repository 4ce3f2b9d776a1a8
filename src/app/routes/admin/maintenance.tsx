import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";

const TITLE = "Maintenance";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <AdminPageHeader
      title={TITLE}
      description="Fuel, servicing and repair records for each vehicle."
    />
  );
}
