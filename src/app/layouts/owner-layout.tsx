import { Suspense, useEffect, useMemo, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, LayoutDashboard, LogOut } from "lucide-react";
import { Link, Outlet } from "react-router-dom";

import { paths } from "@/config/paths";
import { useAfterFirstPaint } from "@/hooks/use-after-paint";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { toUserMessage } from "@/lib/errors";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { LoadingScreen } from "@/components/loading-screen";
import { useSignIn, useSignOut } from "@/features/auth/api/mutations";
import { sessionQueries, type AuthSession } from "@/features/auth/api/queries";
import { useStoredSession } from "@/features/auth/hooks/use-stored-session";
import { homeForRole } from "@/features/auth/redirect";
import {
  STORED_TOKEN_MARGIN_S,
  tokenGoodFor,
  type StoredSession,
} from "@/features/auth/session";
// Straight from their modules, not the feature's index: the dashboard stays in the page's chunk.
import type { OwnerLoginValues } from "@/features/owner-portal";
import { OwnersOnly } from "@/features/owner-portal/components/owners-only";
import { preloadable } from "@/features/owner-portal/preloadable";

import { SiteShell } from "./public-layout";

// The login form (react-hook-form, zod, the form kit) and the authenticator step are only for
// visitors not yet signed in as an owner: a signed-in owner's first download does without them.
const { View: OwnerLogin, preload: preloadOwnerLogin } = preloadable(() =>
  import("@/features/owner-portal/components/owner-login").then(
    (module) => module.OwnerLogin,
  ),
);
const { View: SecondFactorGate, preload: preloadSecondFactorGate } =
  preloadable(() =>
    import("../guards/second-factor-gate").then(
      (module) => module.SecondFactorGate,
    ),
  );

/**
 * The owner that supabase-js left signed in, while supabase-js itself is still on its way: an
 * owner's portal renders with the entry's first paint instead of after the client's download and
 * session read, and the figures are asked for at once (with the stored token, callSignedInRpc). Only an owner's session that needs no
 * authenticator code and has not expired is taken this way; supabase-js's own answer replaces it
 * as soon as it is read (and shows the login if the session turned out to be gone).
 */
function ownerHint(stored: StoredSession | null): AuthSession | undefined {
  if (!stored || stored.role !== "owner" || stored.needsCode || !stored.userId)
    return undefined;
  if (!tokenGoodFor(stored.accessToken, STORED_TOKEN_MARGIN_S))
    return undefined;
  return { userId: stored.userId, email: stored.email, role: "owner" };
}

/** A lazily loaded view of the gate: "Loading" (as while the session is read) until it is in. */
function GateView({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen />}>{children}</Suspense>;
}

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
  const stored = useStoredSession();
  const hint = useMemo(() => ownerHint(stored), [stored]);
  // With an owner's hint the portal is already on screen: supabase-js (what reads the session)
  // is fetched once the page's first paint is out, not beside the code that paint waits for.
  const readSession = useAfterFirstPaint(hint === undefined);
  const {
    data: session,
    isPending,
    isError,
  } = useQuery({
    ...sessionQueries.current(),
    placeholderData: hint,
    enabled: readSession,
  });
  const signIn = useSignIn();
  const signedOut = stored === null;
  const owesCode = stored?.needsCode === true;

  // What the session will most likely need next is fetched while it is read.
  useEffect(() => {
    if (signedOut) void preloadOwnerLogin();
    if (owesCode) void preloadSecondFactorGate();
  }, [signedOut, owesCode]);

  if (isPending) return <LoadingScreen />;

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
    return (
      <GateView>
        <OwnerLogin onSubmit={submit} pending={signIn.isPending} />
      </GateView>
    );
  }

  if (session.role !== "owner")
    return <NotAnOwner email={session.email} role={session.role} />;

  if (session.needsCode)
    return (
      <GateView>
        <SecondFactorGate />
      </GateView>
    );

  // No Suspense boundary around the page: on a first visit its module arrives with the layout's
  // and both are revealed together. A boundary here would commit "Loading" first, and React holds
  // back the reveal that follows a fallback by up to 300 ms.
  return <Outlet context={session} />;
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
