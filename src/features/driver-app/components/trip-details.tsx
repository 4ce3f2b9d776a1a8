import { Phone } from "lucide-react";

import { formatNigerianPhone } from "@/lib/phone";
import { cn } from "@/lib/utils";
import { enumLabel } from "@/lib/vocabulary";

import type { DriverTrip } from "../types";
import { TripCollect } from "./trip-collect";
import { TripRoute } from "./trip-route";

/**
 * Pickup → drop-off with links into the maps app, what is left to collect, the customer with a
 * tap-to-call link, and the service.
 */
export function TripDetails({
  trip,
  large = false,
}: {
  trip: DriverTrip;
  large?: boolean;
}) {
  return (
    <div className={cn("grid gap-3", large ? "text-base" : "text-sm")}>
      <TripRoute trip={trip} />
      <TripCollect trip={trip} large={large} />
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
