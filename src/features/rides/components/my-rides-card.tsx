import { useState } from "react";
import { ArrowRight, CalendarClock, MapPin } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { formatLagosStamp } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { enumLabel } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { StatusBadge } from "@/components/status-badge";

import type { MyRide } from "../api/my-rides";
import { trackedRideStages } from "../api/ride-view";
import { CancelRide } from "./cancel-ride";
import { GivenRating, RateRide } from "./rate-ride";

/** When free cancellation closes: the pickup time less the operator's minutes. */
function cutoffOf(bookingTime: string, minutes: number | null): string | null {
  if (minutes === null) return null;
  return new Date(Date.parse(bookingTime) - minutes * 60_000).toISOString();
}

function RateRideButton({ ride }: { ride: MyRide }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        type="button"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Rate ride ${ride.reference}`}
      >
        Rate ride
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Rate ride {ride.reference}</DialogTitle>
            <DialogDescription>
              {ride.pickup_location} to {ride.dropoff_location},{" "}
              {formatLagosStamp(ride.booking_time)}
            </DialogDescription>
          </DialogHeader>
          {open ? (
            <RateRide
              reference={ride.reference}
              token={null}
              canRate={ride.can_rate}
              rating={null}
              comment={null}
              onRated={() => setOpen(false)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

/** One booking on My rides: what, where, when, how much, where it stands, and what can be done. */
export function MyRideCard({
  ride,
  freeCancellationMinutes,
}: {
  ride: MyRide;
  freeCancellationMinutes: number | null;
}) {
  const titleId = `ride-${ride.reference}`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid gap-4 rounded-2xl border border-border/80 bg-card p-5 shadow-soft sm:p-6"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id={titleId}
          className="font-mono text-sm tracking-wide text-foreground"
        >
          {ride.reference}
        </h2>
        <StatusBadge kind="booking_status" value={ride.status} />
      </header>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-foreground">
        <span className="inline-flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-primary" aria-hidden />
          {ride.pickup_location}
        </span>
        <span className="inline-flex items-center gap-2">
          <ArrowRight
            className="size-4 shrink-0 text-muted-foreground"
            aria-hidden
          />
          <span className="sr-only">to</span>
          {ride.dropoff_location}
        </span>
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-[2fr_1fr_1fr]">
        <div className="col-span-2 sm:col-span-1">
          <dt className="sr-only">Pickup time</dt>
          <dd className="flex items-center gap-1.5 text-muted-foreground">
            <CalendarClock className="size-4 shrink-0" aria-hidden />
            <time dateTime={ride.booking_time}>
              {formatLagosStamp(ride.booking_time)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="sr-only">Service</dt>
          <dd className="text-muted-foreground">
            {enumLabel("service_type", ride.service_type)}
          </dd>
        </div>
        <div className="text-right sm:text-left">
          <dt className="sr-only">Fare</dt>
          <dd className="font-medium text-foreground tabular-nums">
            {ride.fare_kobo === null || ride.fare_kobo === undefined
              ? "Fare on request"
              : formatNaira(ride.fare_kobo)}
          </dd>
        </div>
      </dl>
      <footer className="flex flex-wrap items-center gap-3 border-t border-border/60 pt-4 [&>[data-testid=cancellation-closed]]:basis-full">
        {/* A ride under way (driver coming, arrived, on the trip) is the one to follow: gold. */}
        <Button
          asChild
          variant={
            ride.stage && trackedRideStages.has(ride.stage)
              ? "default"
              : "ghost"
          }
          size="sm"
        >
          <Link
            to={paths.ride.href(ride.reference, ride.manage_token)}
            aria-label={`View ride ${ride.reference}`}
          >
            View ride
            <ArrowRight aria-hidden />
          </Link>
        </Button>
        {ride.rating !== null && ride.rating !== undefined ? (
          <GivenRating rating={ride.rating} />
        ) : ride.can_rate ? (
          <RateRideButton ride={ride} />
        ) : null}
        <CancelRide
          reference={ride.reference}
          token={null}
          canCancel={ride.can_cancel}
          cutoffAt={cutoffOf(ride.booking_time, freeCancellationMinutes)}
          freeCancellationMinutes={freeCancellationMinutes}
          status={ride.status}
        />
      </footer>
    </article>
  );
}
