import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { AccountScreen } from "@/features/account";
import { useSignOut } from "@/features/auth/api/mutations";
import { ChangeEmailForm } from "@/features/auth/components/change-email-form";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";

export function Component() {
  useDocumentTitle("Your account");
  const signOut = useSignOut();
  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="Account"
        description="Your details, password and e-mail, a copy of your data, and deleting your account."
        className="pb-10 md:pb-12"
      />
      <AccountScreen
        signOut={signOut.mutateAsync}
        passwordForm={<ChangePasswordForm />}
        emailForm={<ChangeEmailForm />}
      />
    </>
  );
}
