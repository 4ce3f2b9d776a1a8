import { ArrowLeft, KeyRound } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

import { AuthCard } from "./auth-card";
import { RequestResetForm } from "./request-reset-form";

/** Forgot password: an address in, a link to choose a new password out. */
export function ForgotPassword() {
  return (
    <AuthCard
      icon={KeyRound}
      eyebrow="Your account"
      title="Forgot your password?"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
    >
      <RequestResetForm idPrefix="forgot" submitLabel="Send reset link" />
      <Button asChild variant="ghost" className="justify-self-center">
        <Link to={paths.auth.href()}>
          <ArrowLeft aria-hidden />
          Back to login
        </Link>
      </Button>
    </AuthCard>
  );
}
