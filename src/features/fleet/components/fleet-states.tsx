import { CarFront, RotateCw, TriangleAlert } from "lucide-react";

import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";

export function FleetSkeleton({ cards = 6 }: { cards?: number }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">Loading our fleet…</span>
      <div
        aria-hidden="true"
        className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      >
        {Array.from({ length: cards }, (_, card) => (
          <Card key={card} className="gap-5 overflow-hidden pt-0">
            <div className="aspect-[8/5] w-full animate-pulse bg-muted motion-reduce:animate-none" />
            <CardHeader className="gap-3">
              <div className="h-3 w-24 animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
              <div className="h-6 w-3/4 animate-pulse rounded-md bg-muted motion-reduce:animate-none" />
            </CardHeader>
            <CardContent className="grid gap-2">
              <div className="h-3 w-full animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
              <div className="h-3 w-5/6 animate-pulse rounded-full bg-muted motion-reduce:animate-none" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}

interface FleetErrorProps {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}

export function FleetError({ error, onRetry, retrying }: FleetErrorProps) {
  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl border border-destructive/40 bg-card p-8 text-center"
    >
      <TriangleAlert className="size-8 text-destructive" aria-hidden />
      <div className="grid gap-1">
        <h2 className="font-display text-xl text-foreground">
          Error fetching fleet
        </h2>
        <p className="text-sm text-muted-foreground">{toUserMessage(error)}</p>
      </div>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden />
        {retrying ? "Retrying..." : "Try again"}
      </Button>
    </div>
  );
}

export function FleetEmpty() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-3 rounded-2xl border border-border/80 bg-card p-8 text-center">
      <CarFront className="size-8 text-primary" aria-hidden />
      <h2 className="font-display text-xl text-foreground">
        Our fleet is on its way
      </h2>
      <p className="text-sm text-muted-foreground">
        We are preparing our vehicles for you. Check back soon, or book a ride
        and we will match you with the right car.
      </p>
    </div>
  );
}
