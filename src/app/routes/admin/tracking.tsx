import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";

const TITLE = "Tracking";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <AdminPageHeader
      title={TITLE}
      description="Position, speed and status of every vehicle on the road."
    />
  );
}
