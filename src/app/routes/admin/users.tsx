import { useDocumentTitle } from "@/hooks/use-document-title";
import { AdminPageHeader } from "@/components/admin-page-header";
import { InviteUserButton, UsersTable } from "@/features/admin-users";

const TITLE = "Users";

export function Component() {
  useDocumentTitle(`${TITLE} · Admin`);
  return (
    <>
      <AdminPageHeader
        title={TITLE}
        description="Customer, owner and staff accounts: invite, edit, reset passwords, activate or deactivate."
        actions={<InviteUserButton />}
      />
      <UsersTable />
    </>
  );
}
