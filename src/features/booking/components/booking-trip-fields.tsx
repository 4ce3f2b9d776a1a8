import { Controller, type Control } from "react-hook-form";

import {
  Field,
  FieldDescription,
  FieldError,
  FieldLabel,
} from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

import type { UnknownPlaceField } from "../hooks/use-fare-quote";
import { SERVICE_TYPES, type BookingFormValues } from "../schemas";
import { BookingPlaceFields } from "./booking-place-fields";
import { PickupDatePicker } from "./pickup-date-picker";

interface TripFieldsProps {
  control: Control<BookingFormValues>;
  unknownPlace: UnknownPlaceField | null;
}

const errorId = (name: string) => `booking-${name}-error`;

export function BookingTripFields({ control, unknownPlace }: TripFieldsProps) {
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <BookingPlaceFields control={control} unknownPlace={unknownPlace} />
      <Controller
        control={control}
        name="pickupDate"
        render={({ field, fieldState }) => (
          <Field className="content-start">
            <FieldLabel htmlFor="booking-pickupDate">Pickup Date</FieldLabel>
            <PickupDatePicker
              id="booking-pickupDate"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              invalid={fieldState.invalid}
              describedBy={fieldState.error ? errorId(field.name) : undefined}
            />
            <FieldError id={errorId(field.name)}>
              {fieldState.error?.message}
            </FieldError>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="pickupTime"
        render={({ field, fieldState }) => (
          <Field className="content-start">
            <FieldLabel htmlFor="booking-pickupTime">Pickup Time</FieldLabel>
            <Input
              {...field}
              id="booking-pickupTime"
              type="time"
              step={60}
              aria-required="true"
              aria-invalid={fieldState.invalid}
              aria-describedby={
                fieldState.error ? errorId(field.name) : "booking-time-zone"
              }
            />
            <FieldDescription id="booking-time-zone">
              Lagos time (WAT)
            </FieldDescription>
            <FieldError id={errorId(field.name)}>
              {fieldState.error?.message}
            </FieldError>
          </Field>
        )}
      />
      <Controller
        control={control}
        name="serviceType"
        render={({ field, fieldState }) => (
          <Field className="sm:col-span-2">
            <FieldLabel htmlFor="booking-serviceType">Service Type</FieldLabel>
            <Select
              name={field.name}
              value={field.value}
              onValueChange={field.onChange}
            >
              <SelectTrigger
                id="booking-serviceType"
                aria-invalid={fieldState.invalid}
                onBlur={field.onBlur}
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {SERVICE_TYPES.map((service) => (
                  <SelectItem key={service.value} value={service.value}>
                    {service.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError>{fieldState.error?.message}</FieldError>
          </Field>
        )}
      />
    </div>
  );
}
