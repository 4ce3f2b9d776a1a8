import type { ReactNode } from "react";
import { RefreshCw } from "lucide-react";

import { toUserMessage } from "@/lib/errors";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

export function Panel({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const id = `ride-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-2xl border border-border/80 bg-card p-5 sm:p-6",
        className,
      )}
    >
      <h2
        id={id}
        className="mb-5 text-eyebrow font-semibold text-primary uppercase"
      >
        {title}
      </h2>
      {children}
    </section>
  );
}

export function RideLoading() {
  return (
    <div aria-busy="true" aria-live="polite" className="grid gap-6">
      <p className="sr-only">Loading your ride</p>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-10 w-72 max-w-full" />
      <Skeleton className="h-5 w-full max-w-lg" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-48 rounded-2xl" />
        <Skeleton className="h-72 rounded-2xl" />
      </div>
    </div>
  );
}

export function RideFailed({
  error,
  retry,
}: {
  error: unknown;
  retry: () => void;
}) {
  return (
    <section className="mx-auto max-w-xl rounded-2xl border border-border/80 bg-card p-6 text-center sm:p-8">
      <h1 className="font-display text-3xl text-foreground">
        We could not load your ride
      </h1>
      <p className="mt-3 text-muted-foreground">{toUserMessage(error)}</p>
      <Button className="mt-6" onClick={retry}>
        <RefreshCw aria-hidden="true" />
        Try again
      </Button>
    </section>
  );
}
