import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";

import { Button } from "@/components/ui/button";

import { useStoredSession } from "../hooks/use-stored-session";
import { homeForRole } from "../redirect";

/** Tells a visitor who is already signed in so, with a way on; the forms stay usable below. */
export function SignedInNotice() {
  const session = useStoredSession();
  // Mid sign-in (the authenticator code is still owed) the login card itself asks for the code.
  if (!session || session.needsCode) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-primary/40 bg-primary/10 px-5 py-4 text-sm"
    >
      <p className="text-foreground">
        You are signed in{session.email ? ` as ${session.email}` : ""}.
      </p>
      <Button asChild size="sm" variant="outline">
        <Link to={homeForRole(session.role)}>
          Continue
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </div>
  );
}
