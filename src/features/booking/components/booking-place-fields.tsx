import type { Control } from "react-hook-form";

import { FormField } from "@/components/form/form-field";

import type { BookingFormValues } from "../form-values";
import type { UnknownPlaceField } from "../hooks/use-fare-quote";
import { PlaceCombobox } from "./place-combobox";

const placeFields = [
  {
    name: "pickupLocation",
    label: "Pickup Location",
    placeholder: "e.g. Eko Hotel & Suites",
    what: "pickup location",
  },
  {
    name: "destination",
    label: "Destination",
    placeholder: "e.g. MMIA International Airport",
    what: "destination",
  },
] as const;

interface PlaceFieldsProps {
  control: Control<BookingFormValues>;
  unknownPlace: UnknownPlaceField | null;
}

/** Pickup and destination; a typed place the fare service does not know is flagged inline. */
export function BookingPlaceFields({
  control,
  unknownPlace,
}: PlaceFieldsProps) {
  return (
    <>
      {placeFields.map((spec) => (
        <FormField
          key={spec.name}
          control={control}
          name={spec.name}
          id={`booking-${spec.name}`}
          label={spec.label}
          error={
            unknownPlace === spec.name
              ? `We don't know this place yet. Please choose a ${spec.what} from the list.`
              : undefined
          }
          className="sm:col-span-2"
          render={({ field, controlProps }) => (
            <PlaceCombobox
              {...controlProps}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              placeholder={spec.placeholder}
            />
          )}
        />
      ))}
    </>
  );
}
