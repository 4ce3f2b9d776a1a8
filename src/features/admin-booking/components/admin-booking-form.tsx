import { useState, type ReactNode } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";

import { notify } from "@/lib/toast";
import { bookingsAdminQueries } from "@/features/admin-booking/api/queries";
import { useCreateBooking } from "@/features/booking/api/mutations";
import { placeQueries } from "@/features/booking/api/queries";
import { BookingTripFields } from "@/features/booking/components/booking-trip-fields";
import { FareBreakdown } from "@/features/booking/components/fare-breakdown";
import {
  airportAwareResolver,
  type BookingFormContext,
} from "@/features/booking/form-resolver";
import { useAirportTrip } from "@/features/booking/hooks/use-airport-trip";
import { useFareQuote } from "@/features/booking/hooks/use-fare-quote";
import {
  emptyBookingForm,
  type BookingFormValues,
} from "@/features/booking/schemas";

import {
  ADMIN_MISSING_INFORMATION,
  createAdminBookingFormSchema,
  isAdminMissingRequired,
} from "../booking-form-schemas";
import { useAttemptKey } from "../hooks/use-attempt-key";
import { AdminContactFields } from "./admin-contact-fields";

const adminBookingResolver = airportAwareResolver((airportTrip) =>
  createAdminBookingFormSchema(undefined, { airportTrip }),
);

interface AdminBookingFormProps {
  /** The form element's id, so a dialog footer's button can submit it. */
  id: string;
  onCreated?: () => void;
  /** The submit controls, told whether a booking is being saved. */
  actions: (pending: boolean) => ReactNode;
}

/**
 * A booking taken by phone or at the desk: create_booking with the customer's details (never
 * linked to the operator's account), the upfront fare shown before saving, then the e-mail.
 */
export function AdminBookingForm({
  id,
  onCreated,
  actions,
}: AdminBookingFormProps) {
  const queryClient = useQueryClient();
  // Whether the route has an airport end (which needs the flight number), from the fare quote.
  const [airportTrip, setAirportTrip] = useState(false);
  const form = useForm<
    BookingFormValues,
    BookingFormContext,
    BookingFormValues
  >({
    resolver: adminBookingResolver,
    defaultValues: emptyBookingForm,
    context: { airportTrip },
  });
  useQuery(placeQueries.popular());
  const values = useWatch({ control: form.control }) as BookingFormValues;
  const fare = useFareQuote(values);
  const airport = useAirportTrip(fare.places, fare.ready);
  if ((airport.isAirport === true) !== airportTrip)
    setAirportTrip(airport.isAirport === true);
  const createBooking = useCreateBooking();
  const attempt = useAttemptKey();

  function onValid(valid: BookingFormValues) {
    if (fare.unknownPlace) {
      form.setFocus(fare.unknownPlace);
      return;
    }
    createBooking.mutate(
      {
        values: valid,
        idempotencyKey: attempt.keyFor(valid),
        airportTrip: airport.isAirport,
      },
      {
        onSuccess: (receipt) => {
          notify(
            "Booking Created",
            `${receipt.reference} for ${valid.customerName.trim()}.`,
          );
          attempt.renew();
          form.reset(emptyBookingForm);
          void queryClient.invalidateQueries({
            queryKey: bookingsAdminQueries.all(),
          });
          onCreated?.();
        },
      },
    );
  }

  function onInvalid() {
    if (isAdminMissingRequired(form.getValues()))
      notify(
        ADMIN_MISSING_INFORMATION.title,
        ADMIN_MISSING_INFORMATION.description,
        { variant: "destructive" },
      );
  }

  return (
    <>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
        <form
          id={id}
          noValidate
          aria-label="New booking"
          aria-busy={createBooking.isPending || undefined}
          onSubmit={form.handleSubmit(onValid, onInvalid)}
          className="grid gap-6"
        >
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-sm font-semibold">Customer</legend>
            <AdminContactFields control={form.control} />
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-3 text-sm font-semibold">Trip</legend>
            <BookingTripFields
              control={form.control}
              unknownPlace={fare.unknownPlace}
              airport={airport}
            />
          </fieldset>
        </form>
        <FareBreakdown
          quote={fare.query.data}
          unknownPlace={fare.unknownPlace !== null}
          ready={fare.ready}
          loading={fare.query.isFetching}
          error={fare.query.error}
        />
      </div>
      {actions(createBooking.isPending)}
    </>
  );
}
