import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, LayoutDashboard, LogOut } from "lucide-react";
import { Link, Outlet } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { toUserMessage } from "@/lib/errors";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { useSignIn, useSignOut } from "@/features/auth/api/mutations";
import { sessionQueries } from "@/features/auth/api/queries";
import { homeForRole } from "@/features/auth/redirect";
import {
  OwnerLogin,
  OwnersOnly,
  type OwnerLoginValues,
} from "@/features/owner-portal";

import { SecondFactorGate } from "../guards/second-factor-gate";
import { SiteShell } from "./public-layout";

/**
 * Lazily loaded route module: the owner portal keeps the public chrome. Signed out, it shows its
 * own login (spec §2) and stays on /owner-portal after sign-in; a signed-in account that is not an
 * owner's is told plainly that the portal is for owners. Row-level security is what actually
 * protects the figures.
 */
export function Component() {
  return (
    // Every view of the portal has its own sign-out control (Sign Out, the spec's wording for the
    // portal), so the nav bar's Logout is left out: one control, one word.
    <SiteShell signOutInPage>
      <OwnerGate />
    </SiteShell>
  );
}

function OwnerGate() {
  useDocumentTitle("Owner Portal");
  const {
    data: session,
    isPending,
    isError,
  } = useQuery(sessionQueries.current());
  const signIn = useSignIn();

  if (isPending)
    return (
      <div
        role="status"
        className="grid min-h-dvh place-items-center text-muted-foreground"
      >
        Loading
      </div>
    );

  if (isError || !session) {
    const submit = (values: OwnerLoginValues) =>
      signIn.mutateAsync(values).then(
        () => notify("Login Successful", "Welcome to your Owner Portal."),
        (error: unknown) => {
          // The spec's owner portal failure: Login Failed with the server's message.
          notify("Login Failed", toUserMessage(error), {
            variant: "destructive",
          });
          throw error;
        },
      );
    return <OwnerLogin onSubmit={submit} pending={signIn.isPending} />;
  }

  if (session.role !== "owner")
    return <NotAnOwner email={session.email} role={session.role} />;

  if (session.needsCode) return <SecondFactorGate />;

  return <Outlet />;
}

function NotAnOwner({
  email,
  role,
}: {
  email: string | null;
  role: "admin" | "driver" | "customer";
}) {
  const signOut = useSignOut();
  return (
    <OwnersOnly email={email}>
      {role !== "customer" ? (
        <Button asChild>
          <Link to={homeForRole(role)}>
            <LayoutDashboard aria-hidden />
            {role === "admin"
              ? "Go to the admin dashboard"
              : "Go to your trips"}
          </Link>
        </Button>
      ) : null}
      <Button asChild variant={role === "customer" ? "default" : "outline"}>
        <Link to={paths.home.href()}>
          <ArrowLeft aria-hidden />
          Back to the home page
        </Link>
      </Button>
      <Button
        variant="ghost"
        disabled={signOut.isPending}
        onClick={() =>
          signOut.mutate(undefined, {
            onSuccess: () =>
              notify("Logged Out", "You have been successfully logged out."),
          })
        }
      >
        <LogOut aria-hidden />
        Sign out to sign in as an owner
      </Button>
    </OwnersOnly>
  );
}
