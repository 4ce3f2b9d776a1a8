import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";

import { searchParams } from "@/config/search-params";
import { toUserMessage } from "@/lib/errors";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";

import {
  MY_RIDES_PAGE_SIZE,
  myRidesQueries,
  myRidesScopes,
  type MyRidesScope,
} from "../api/my-rides";
import { MyRideCard } from "./my-rides-card";
import { MyRidesEmpty, MyRidesError, MyRidesSkeleton } from "./my-rides-states";

const SCOPE_LABELS: Record<MyRidesScope, string> = {
  upcoming: "Upcoming",
  past: "Past",
};

function Pager({
  scope,
  page,
  total,
}: {
  scope: MyRidesScope;
  page: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / MY_RIDES_PAGE_SIZE));
  if (pages <= 1 && page <= 1) return null;
  const link = (target: number) =>
    searchParams.myRides.href({
      tab: scope === "upcoming" ? undefined : scope,
      page: target > 1 ? target : undefined,
    });
  return (
    <nav
      aria-label={`${SCOPE_LABELS[scope]} rides pages`}
      className="flex items-center justify-between gap-3 pt-2"
    >
      {page > 1 ? (
        <Button asChild variant="outline" size="sm">
          <Link to={link(Math.min(page - 1, pages))} rel="prev">
            <ChevronLeft aria-hidden />
            Previous
          </Link>
        </Button>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        Page {page} of {Math.max(pages, page)} · {total}{" "}
        {total === 1 ? "ride" : "rides"}
      </p>
      {page < pages ? (
        <Button asChild variant="outline" size="sm">
          <Link to={link(page + 1)} rel="next">
            Next
            <ChevronRight aria-hidden />
          </Link>
        </Button>
      ) : (
        <span />
      )}
    </nav>
  );
}

function RidesList({ scope, page }: { scope: MyRidesScope; page: number }) {
  const rides = useQuery(myRidesQueries.page(scope, page));
  const policy = useQuery(myRidesQueries.policy());
  const toasted = useRef(0);

  // A first load that fails shows in place and as the spec's toast (the query cache only toasts
  // when data was already on screen).
  useEffect(() => {
    if (!rides.isError || rides.data !== undefined) return;
    if (toasted.current === rides.errorUpdatedAt) return;
    toasted.current = rides.errorUpdatedAt;
    notify("Error fetching bookings", toUserMessage(rides.error), {
      variant: "destructive",
    });
  }, [rides.isError, rides.data, rides.error, rides.errorUpdatedAt]);

  if (rides.isPending) return <MyRidesSkeleton />;
  if (rides.isError && rides.data === undefined)
    return (
      <MyRidesError error={rides.error} onRetry={() => void rides.refetch()} />
    );
  const { rides: list, total } = rides.data;
  if (!list.length && page === 1) return <MyRidesEmpty scope={scope} />;
  return (
    <div
      className={cn(
        "grid gap-4 transition-opacity",
        rides.isPlaceholderData && "opacity-60",
      )}
      aria-busy={rides.isPlaceholderData || undefined}
    >
      {list.length ? (
        <ul className="grid gap-4" aria-label={`${SCOPE_LABELS[scope]} rides`}>
          {list.map((ride) => (
            <li key={ride.reference}>
              <MyRideCard
                ride={ride}
                freeCancellationMinutes={
                  policy.data?.freeCancellationMinutes ?? null
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
          No rides on this page.{" "}
          <Link
            className="text-primary underline-offset-4 hover:underline"
            to={searchParams.myRides.href({
              tab: scope === "upcoming" ? undefined : scope,
            })}
          >
            Go to the first page
          </Link>
        </p>
      )}
      {list.length ? <Pager scope={scope} page={page} total={total} /> : null}
    </div>
  );
}

/**
 * The signed-in rider's bookings: upcoming (soonest first) and past (newest first), a page at a
 * time from the database, each with its live page, and cancel or rate where the ride allows.
 */
export function MyRides() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // `?tab=past&page=2`; anything unreadable opens the first page of upcoming rides.
  const { tab: scope, page } = searchParams.myRides.parse(params);
  return (
    <Tabs
      value={scope}
      onValueChange={(value) =>
        void navigate(
          searchParams.myRides.href({
            tab: value === "past" ? "past" : undefined,
          }),
        )
      }
    >
      <TabsList className="sm:max-w-xs" aria-label="Which rides">
        {myRidesScopes.map((value) => (
          <TabsTrigger key={value} value={value}>
            {SCOPE_LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {myRidesScopes.map((value) => (
        <TabsContent key={value} value={value}>
          {value === scope ? <RidesList scope={scope} page={page} /> : null}
        </TabsContent>
      ))}
    </Tabs>
  );
}
