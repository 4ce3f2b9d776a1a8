import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";
import { ActionLog } from "@/features/admin-audit-log";
import { SettingsSections } from "@/features/admin-settings";

const TITLE = "Settings";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Change your password, set up two-factor authentication and review the action log."
      />
      <SettingsSections actionLog={<ActionLog />} />
    </>
  );
}
