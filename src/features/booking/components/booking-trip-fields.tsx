import type { Control } from "react-hook-form";

import { FormField } from "@/components/form/form-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";

import { SERVICE_TYPES, type BookingFormValues } from "../form-values";
import type { AirportTrip } from "../hooks/use-airport-trip";
import type { UnknownPlaceField } from "../hooks/use-fare-quote";
import { BookingAirportFields } from "./booking-airport-fields";
import { BookingPlaceFields } from "./booking-place-fields";
import { PickupDatePicker } from "./pickup-date-picker";

interface TripFieldsProps {
  control: Control<BookingFormValues>;
  unknownPlace: UnknownPlaceField | null;
  /** Shows the flight number (and an arrival's meeting point) for a trip with an airport end. */
  airport?: AirportTrip;
}

export function BookingTripFields({
  control,
  unknownPlace,
  airport,
}: TripFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <BookingPlaceFields control={control} unknownPlace={unknownPlace} />
      {airport?.isAirport ? (
        <BookingAirportFields control={control} arrival={airport.arrival} />
      ) : null}
      <FormField
        control={control}
        name="pickupDate"
        id="booking-pickupDate"
        label="Pickup Date"
        className="content-start"
        render={({ field, controlProps }) => (
          <PickupDatePicker
            {...controlProps}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
      <TextField
        control={control}
        name="pickupTime"
        id="booking-pickupTime"
        label="Pickup Time"
        description="Lagos time (WAT)"
        type="time"
        step={60}
        aria-required="true"
        className="content-start"
      />
      <SelectField
        control={control}
        name="serviceType"
        id="booking-serviceType"
        label="Service Type"
        options={SERVICE_TYPES}
        className="sm:col-span-2"
      />
    </div>
  );
}
