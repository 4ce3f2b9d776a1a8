import type { ReactNode } from "react";
import {
  CalendarClock,
  CarFront,
  MapPin,
  Plane,
  Star,
  UserRound,
} from "lucide-react";

import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { enumLabel } from "@/lib/vocabulary";

import type { RideView } from "../types";
import { RideContact } from "./ride-contact";

function Detail({
  label,
  icon,
  children,
  wide = false,
}: {
  label: string;
  icon?: ReactNode;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={wide ? "sm:col-span-2" : undefined}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 flex items-start gap-2 font-medium text-pretty text-foreground">
        {icon}
        <span className="min-w-0">{children}</span>
      </dd>
    </div>
  );
}

const iconClass = "mt-0.5 size-4 shrink-0 text-primary";

/**
 * The trip as booked: route, pickup time in Lagos, service, and (on the rider's own link) the
 * fare; an airport ride adds its flight and the meeting point where the driver waits.
 */
export function RideTrip({ ride }: { ride: RideView }) {
  return (
    <dl className="grid gap-5 sm:grid-cols-2">
      <Detail
        label="Pickup"
        icon={<MapPin className={iconClass} aria-hidden="true" />}
      >
        {ride.pickup_location}
      </Detail>
      <Detail
        label="Destination"
        icon={<MapPin className={iconClass} aria-hidden="true" />}
      >
        {ride.dropoff_location}
      </Detail>
      <Detail
        label="Pickup time"
        icon={<CalendarClock className={iconClass} aria-hidden="true" />}
      >
        <time dateTime={ride.booking_time}>
          {formatLagosDateTime(ride.booking_time)}
        </time>
      </Detail>
      <Detail label="Service">
        {enumLabel("service_type", ride.service_type)}
      </Detail>
      {ride.flight_number ? (
        <Detail
          label="Flight"
          icon={<Plane className={iconClass} aria-hidden="true" />}
        >
          <span className="font-mono tracking-wider">{ride.flight_number}</span>
        </Detail>
      ) : null}
      {ride.meeting_point ? (
        <Detail label="Meeting point" wide>
          {ride.meeting_point}
        </Detail>
      ) : null}
      {ride.access === "manage" && ride.fare_kobo !== null ? (
        <Detail label="Fare">
          <span className="text-xl font-semibold text-primary tabular-nums">
            {formatNaira(ride.fare_kobo)}
          </span>
          <span className="block text-sm font-normal text-muted-foreground">
            Agreed upfront
            {ride.distance_km !== null
              ? ` · ${ride.distance_km.toLocaleString("en-NG", { maximumFractionDigits: 1 })} km`
              : ""}
            {ride.duration_min !== null
              ? ` · about ${ride.duration_min} min`
              : ""}
          </span>
        </Detail>
      ) : null}
    </dl>
  );
}

/**
 * The driver and the vehicle once both are assigned, with Call and WhatsApp on the rider's own
 * link; until then, a sentence saying so.
 */
export function RideDriver({ ride }: { ride: RideView }) {
  if (!ride.driver_name && !ride.vehicle_model) {
    return (
      <p className="flex items-start gap-3 text-sm text-muted-foreground">
        <UserRound className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {ride.stage === "cancelled"
          ? "No driver was assigned to this ride."
          : ride.access === "manage"
            ? "Your chauffeur and vehicle appear here as soon as they are assigned."
            : "The chauffeur and vehicle appear here as soon as they are assigned."}
      </p>
    );
  }
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {ride.driver_name ? (
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full border border-primary/50 bg-primary/10 font-display text-xl text-primary"
          >
            {ride.driver_initials ?? ride.driver_name.slice(0, 1)}
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">Driver</p>
            <p className="truncate text-lg font-semibold text-foreground">
              {ride.driver_name}
            </p>
            {ride.driver_rating !== null ? (
              <p className="flex items-center gap-1 text-sm text-muted-foreground">
                <Star
                  className="size-3.5 fill-primary text-primary"
                  aria-hidden="true"
                />
                <span>
                  {ride.driver_rating.toFixed(1)}
                  <span className="sr-only"> out of 5</span> rating
                </span>
              </p>
            ) : null}
          </div>
        </div>
      ) : null}
      {ride.vehicle_model ? (
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 shrink-0 items-center justify-center rounded-full border border-border bg-secondary text-primary"
          >
            <CarFront className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-muted-foreground">Vehicle</p>
            <p className="text-lg font-semibold text-foreground">
              {ride.vehicle_model}
            </p>
            <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
              {ride.vehicle_colour ? <span>{ride.vehicle_colour}</span> : null}
              {ride.vehicle_plate ? (
                <span className="rounded-md border border-border bg-background px-2 py-0.5 font-mono text-sm tracking-widest text-foreground">
                  <span className="sr-only">Plate </span>
                  {ride.vehicle_plate}
                </span>
              ) : null}
            </p>
          </div>
        </div>
      ) : null}
      <RideContact ride={ride} />
    </div>
  );
}
