import { MapPin } from "lucide-react";
import type { Control } from "react-hook-form";

import { TextField } from "@/components/form/text-field";

import type { BookingFormValues } from "../form-values";
import type { AirportTrip } from "../hooks/use-airport-trip";

interface AirportFieldsProps {
  control: Control<BookingFormValues>;
  arrival: AirportTrip["arrival"];
}

/**
 * For a trip to or from an airport: the flight number, and for an arrival the terminal's meeting
 * point (the car park where the chauffeur waits: no pickups at the terminal kerb).
 */
export function BookingAirportFields({ control, arrival }: AirportFieldsProps) {
  return (
    <div className="grid gap-4 sm:col-span-2">
      <TextField
        control={control}
        name="flightNumber"
        id="booking-flightNumber"
        label="Flight Number"
        description="Airline code and number, e.g. P4 7123 or BA 75."
        aria-required="true"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
      />
      {arrival?.meetingPoint ? (
        <section
          aria-labelledby="meeting-point-heading"
          className="rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm"
        >
          <h3
            id="meeting-point-heading"
            className="flex items-center gap-2 font-semibold text-foreground"
          >
            <MapPin
              className="size-4 shrink-0 text-primary"
              aria-hidden="true"
            />
            Meeting point at {arrival.terminal}
          </h3>
          <p className="mt-2 text-foreground/90" data-testid="meeting-point">
            {arrival.meetingPoint}
          </p>
        </section>
      ) : null}
    </div>
  );
}
