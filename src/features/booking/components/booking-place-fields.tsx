import { Controller, type Control } from "react-hook-form";

import { Field, FieldError, FieldLabel } from "@/components/ui/field";

import type { UnknownPlaceField } from "../hooks/use-fare-quote";
import type { BookingFormValues } from "../schemas";
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

const errorId = (name: string) => `booking-${name}-error`;

/** Pickup and destination; a typed place the fare service does not know is flagged inline. */
export function BookingPlaceFields({
  control,
  unknownPlace,
}: PlaceFieldsProps) {
  return (
    <>
      {placeFields.map((spec) => (
        <Controller
          key={spec.name}
          control={control}
          name={spec.name}
          render={({ field, fieldState }) => {
            const unknown = unknownPlace === spec.name && !fieldState.error;
            const message =
              fieldState.error?.message ??
              (unknown
                ? `We don't know this place yet. Please choose a ${spec.what} from the list.`
                : undefined);
            return (
              <Field className="sm:col-span-2">
                <FieldLabel htmlFor={`booking-${spec.name}`}>
                  {spec.label}
                </FieldLabel>
                <PlaceCombobox
                  id={`booking-${spec.name}`}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={spec.placeholder}
                  invalid={fieldState.invalid || unknown}
                  describedBy={message ? errorId(spec.name) : undefined}
                />
                <FieldError id={errorId(spec.name)}>{message}</FieldError>
              </Field>
            );
          }}
        />
      ))}
    </>
  );
}
