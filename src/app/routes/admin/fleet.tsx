import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";

const TITLE = "Fleet";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <AdminPageHeader
      title={TITLE}
      description="Add, edit and retire the vehicles of the EkoLuxe fleet."
    />
  );
}
