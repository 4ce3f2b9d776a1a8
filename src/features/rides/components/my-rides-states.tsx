import { CarFront } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import type { MyRidesScope } from "../api/my-rides";

/** Placeholders shaped like the cards, so the rides arriving do not move the page. */
export function MyRidesSkeleton({ count = 3 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading your rides" className="grid gap-4">
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className="grid gap-4 rounded-2xl border border-border/80 bg-card p-5 sm:p-6"
        >
          <div className="flex justify-between">
            <Skeleton className="h-5 w-28" />
            <Skeleton className="h-5 w-20 rounded-full" />
          </div>
          <Skeleton className="h-6 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
          <div className="border-t border-border/60 pt-4">
            <Skeleton className="h-9 w-32 rounded-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

const EMPTY_TEXT: Record<MyRidesScope, { title: string; body: string }> = {
  upcoming: {
    title: "No upcoming rides",
    body: "Rides you book while signed in appear here, with a link to follow each one live.",
  },
  past: {
    title: "No past rides yet",
    body: "Completed and cancelled rides are kept here, so you can find a receipt or rate a driver.",
  },
};

export function MyRidesEmpty({ scope }: { scope: MyRidesScope }) {
  const text = EMPTY_TEXT[scope];
  return (
    <section className="grid justify-items-center gap-3 rounded-3xl border border-dashed border-border p-8 text-center sm:p-12">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        <CarFront className="size-6" aria-hidden />
      </span>
      <h2 className="font-display text-2xl">{text.title}</h2>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">
        {text.body}
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.bookARide.href()}>Book a Ride</Link>
      </Button>
    </section>
  );
}

export function MyRidesError({
  error,
  onRetry,
}: {
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-danger/40 bg-danger/5 p-5"
    >
      <p className="font-medium text-danger">Error fetching bookings</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {toUserMessage(error)}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
