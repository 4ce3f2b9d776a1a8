import { useDocumentTitle } from "@/hooks/use-document-title";
import { ForgotPassword } from "@/features/auth/components/forgot-password";

export function Component() {
  useDocumentTitle("Forgot password");
  return <ForgotPassword />;
}
