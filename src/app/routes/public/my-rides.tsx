import { useQuery } from "@tanstack/react-query";
import { Navigate, useLocation } from "react-router-dom";

import { paths } from "@/config/paths";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { sessionQueries } from "@/features/auth/api/queries";
import { MyRides } from "@/features/rides/components/my-rides-page";
import { MyRidesSkeleton } from "@/features/rides/components/my-rides-states";

export function Component() {
  useDocumentTitle("My rides");
  const location = useLocation();
  const session = useQuery(sessionQueries.current());

  // Signed out: log in first, then come back here. Any signed-in role sees its own bookings
  // (an administrator or owner who never booked simply sees the empty state).
  if (session.isError || (session.isSuccess && !session.data))
    return (
      <Navigate
        to={paths.auth.href({
          redirectTo: `${location.pathname}${location.search}`,
        })}
        replace
      />
    );

  return (
    <>
      <PageHeader
        eyebrow="Your account"
        title="My rides"
        description="Your upcoming and past rides with EkoLuxe: follow one live, cancel before the cut-off, or rate your driver."
        className="pb-10 md:pb-12"
      />
      <section
        aria-label="Your rides"
        className="container-page max-w-3xl py-10 md:py-14"
      >
        {session.isPending ? <MyRidesSkeleton /> : <MyRides />}
      </section>
    </>
  );
}
