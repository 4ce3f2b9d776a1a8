import { Flag, MapPin, Phone } from "lucide-react";

import { formatNigerianPhone } from "@/lib/phone";
import { cn } from "@/lib/utils";
import { enumLabel } from "@/lib/vocabulary";

import type { DriverTrip } from "../types";

/** Pickup → drop-off, the customer with a tap-to-call link, and the service. */
export function TripDetails({
  trip,
  large = false,
}: {
  trip: DriverTrip;
  large?: boolean;
}) {
  return (
    <div className={cn("grid gap-3", large ? "text-base" : "text-sm")}>
      <ol aria-label="Route" className="grid gap-1.5">
        <li className="flex items-start gap-2">
          <MapPin className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <span>
            <span className="sr-only">Pickup: </span>
            {trip.pickup_location}
          </span>
        </li>
        <li className="flex items-start gap-2">
          <Flag
            className="mt-0.5 size-4 shrink-0 text-muted-foreground"
            aria-hidden
          />
          <span>
            <span className="sr-only">Drop-off: </span>
            {trip.dropoff_location}
          </span>
        </li>
      </ol>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="min-w-0">
          <span className="text-foreground">{trip.customer_name}</span>
          <span className="text-muted-foreground">
            {" "}
            · {enumLabel("service_type", trip.service_type)}
          </span>
        </p>
        <a
          href={`tel:${trip.customer_phone}`}
          aria-label={`Call ${trip.customer_name} on ${formatNigerianPhone(trip.customer_phone)}`}
          className="inline-flex h-11 items-center gap-2 rounded-full border border-primary/50 px-4 text-sm font-medium text-foreground outline-none hover:border-primary hover:bg-primary/10 focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <Phone className="size-4 text-primary" aria-hidden />
          {formatNigerianPhone(trip.customer_phone)}
        </a>
      </div>
      {trip.notes ? (
        <p className="rounded-xl bg-secondary/60 px-3 py-2 text-sm text-muted-foreground">
          <span className="text-foreground">Note: </span>
          {trip.notes}
        </p>
      ) : null}
    </div>
  );
}
