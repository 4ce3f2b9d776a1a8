import type { ReactNode } from "react";
import { CalendarCheck2, UserX } from "lucide-react";

import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

export function DriverLoading() {
  return (
    <div className="grid gap-4" data-testid="driver-loading">
      <Skeleton className="h-24 rounded-2xl" />
      <Skeleton className="h-72 rounded-3xl" />
    </div>
  );
}

export function DriverError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <div
      role="alert"
      className="rounded-2xl border border-danger/40 bg-danger/5 p-5"
    >
      <p className="font-medium text-danger">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">
        {toUserMessage(error)}
      </p>
      <Button variant="outline" size="lg" className="mt-4" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function Notice({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="grid justify-items-center gap-3 rounded-3xl border border-dashed border-border p-8 text-center">
      <span className="grid size-12 place-items-center rounded-full bg-primary/10 text-primary">
        {icon}
      </span>
      <h2 className="font-display text-2xl">{title}</h2>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">
        {children}
      </p>
    </section>
  );
}

export function NoTripsToday() {
  return (
    <Notice
      icon={<CalendarCheck2 className="size-6" aria-hidden />}
      title="No trips today"
    >
      Trips dispatch assigns to you for today appear here as soon as they are
      confirmed. Stay on duty so dispatch can see where you are.
    </Notice>
  );
}

export function NotLinked() {
  return (
    <Notice
      icon={<UserX className="size-6" aria-hidden />}
      title="Your login is not linked to a driver"
    >
      Ask dispatch to invite you again from your driver card; the invitation
      links this login to your driver record.
    </Notice>
  );
}
