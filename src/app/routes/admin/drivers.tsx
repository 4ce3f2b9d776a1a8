import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";

const TITLE = "Drivers";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <AdminPageHeader
      title={TITLE}
      description="Driver profiles, vehicle assignments, ratings and licence documents."
    />
  );
}
