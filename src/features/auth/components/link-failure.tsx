import { Link2Off, LoaderCircle, RotateCw, Unlink } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { NETWORK_MESSAGE } from "@/lib/errors";
import { Button } from "@/components/ui/button";

import { AuthCard } from "./auth-card";
import { RequestResetForm } from "./request-reset-form";

/** An e-mail link that cannot be used (expired, already used, another project's, incomplete). */
export function LinkFailure() {
  return (
    <AuthCard
      icon={Link2Off}
      tone="attention"
      title="This link has expired or has already been used"
      description="Links in our emails work once, for one hour. Ask for a new one below, then open the newest email we send you."
    >
      <div className="grid gap-4 rounded-xl border border-border bg-background/40 p-4">
        <h2 className="text-lg text-foreground">Send me a new link</h2>
        <RequestResetForm
          idPrefix="new-link"
          submitLabel="Send me a new link"
        />
      </div>
      <p className="text-center text-sm text-muted-foreground">
        Remember your password?{" "}
        <Link
          to={paths.auth.href()}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          Log in
        </Link>
      </p>
    </AuthCard>
  );
}

/** The link could not be checked at all: nothing is spent, so trying again may work. */
export function LinkUnreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <AuthCard
      icon={Unlink}
      tone="attention"
      title="We couldn't check your link"
      description={NETWORK_MESSAGE}
    >
      <Button size="lg" className="w-full" onClick={onRetry}>
        <RotateCw aria-hidden />
        Try again
      </Button>
    </AuthCard>
  );
}

export function CheckingLink() {
  return (
    <AuthCard icon={LoaderCircle} title="Checking your link">
      <p role="status" className="text-center text-sm text-muted-foreground">
        One moment while we confirm it with EkoLuxe…
      </p>
    </AuthCard>
  );
}
