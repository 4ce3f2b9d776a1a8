import { useDocumentTitle } from "@/hooks/use-document-title";
import { EmailLinkConfirm } from "@/features/auth/components/email-link-confirm";

/** Where every auth e-mail's link lands (invitation, reset, sign-up, magic link, e-mail change). */
export function Component() {
  useDocumentTitle("Your email link");
  return <EmailLinkConfirm />;
}
