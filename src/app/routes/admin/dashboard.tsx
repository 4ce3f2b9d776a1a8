import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";

const TITLE = "Dashboard";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <AdminPageHeader
      title={TITLE}
      description="Active cars, available drivers, revenue and pending bookings at a glance."
    />
  );
}
