import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { UserRound } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";
import { BrandLogo } from "@/components/brand-logo";
import { sessionQueries } from "@/features/auth/api/queries";

import { driverAppQueries } from "../api/queries";
import { DriverDay } from "./driver-day";
import { DriverError, DriverLoading, NotLinked } from "./driver-states";

function DriverHome({ userId }: { userId: string }) {
  const profile = useQuery(driverAppQueries.profile(userId));
  if (profile.isPending) return <DriverLoading />;
  if (profile.isError)
    return (
      <DriverError
        title="Error fetching your details"
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  if (!profile.data) return <NotLinked />;
  return <DriverDay profile={profile.data} />;
}

/** The driver's phone page; `signOut` is the app's sign-out control. */
export function DriverApp({ signOut }: { signOut: ReactNode }) {
  const session = useQuery(sessionQueries.current());
  return (
    <main
      id="main"
      className="mx-auto grid w-full max-w-xl gap-5 px-4 pt-4 pb-16 sm:pt-8"
    >
      <header className="flex items-center justify-between gap-3">
        <BrandLogo />
        <div className="flex items-center gap-1">
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.account.href()}>
              <UserRound aria-hidden />
              Account
            </Link>
          </Button>
          {signOut}
        </div>
      </header>
      <h1 className="font-display text-3xl">Your trips</h1>
      {session.data ? (
        <DriverHome userId={session.data.userId} />
      ) : (
        <DriverLoading />
      )}
    </main>
  );
}
