import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";

import { splitLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";

import { useCreateBooking } from "../api/mutations";
import { placeQueries } from "../api/queries";
import {
  airportAwareResolver,
  type BookingFormContext,
} from "../form-resolver";
import { useAirportTrip } from "../hooks/use-airport-trip";
import { readDraftValues, useBookingDraft } from "../hooks/use-booking-draft";
import {
  useProfilePrefill,
  useUrlPlacesPrefill,
} from "../hooks/use-booking-prefill";
import {
  departureSummary,
  useDepartureAdvice,
} from "../hooks/use-departure-advice";
import { useFareQuote } from "../hooks/use-fare-quote";
import {
  createBookingFormSchema,
  isMissingRequired,
  MISSING_INFORMATION,
  type BookingFormValues,
} from "../schemas";
import type { BookingReceipt, Departure } from "../types";
import { BookingContactFields } from "./booking-contact-fields";
import { BookingTripFields } from "./booking-trip-fields";
import { DepartureAdvisor } from "./departure-advisor";
import { FareBreakdown } from "./fare-breakdown";

const bookingResolver = airportAwareResolver((airportTrip) =>
  createBookingFormSchema(undefined, { airportTrip }),
);

interface BookingFormProps {
  onBooked: (receipt: BookingReceipt) => void;
}

export function BookingForm({ onBooked }: BookingFormProps) {
  const [defaultValues] = useState(readDraftValues);
  // Whether the route has an airport end, learnt from the fare quote below.
  const [airportTrip, setAirportTrip] = useState(false);
  const form = useForm<
    BookingFormValues,
    BookingFormContext,
    BookingFormValues
  >({
    resolver: bookingResolver,
    defaultValues,
    // The flight number is required for a trip with an airport end, which the fare quote tells.
    context: { airportTrip },
  });
  const draft = useBookingDraft(form);
  useProfilePrefill(form);
  useUrlPlacesPrefill(form);
  // Warm the place list while the customer types their details: no waterfall on first focus.
  useQuery(placeQueries.popular());
  const values = useWatch({ control: form.control }) as BookingFormValues;
  const fare = useFareQuote(values);
  const airport = useAirportTrip(fare.places, fare.ready);
  if ((airport.isAirport === true) !== airportTrip)
    setAirportTrip(airport.isAirport === true);
  const departures = useDepartureAdvice({
    pickup: fare.pickup,
    dropoff: fare.dropoff,
    ready: fare.ready && fare.unknownPlace === null,
    values,
  });
  const createBooking = useCreateBooking();

  function chooseDeparture(departure: Departure) {
    const { date, time } = splitLagosDateTime(departure.departure_at);
    const options = {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    };
    form.setValue("pickupDate", date, options);
    form.setValue("pickupTime", time, options);
  }

  function onValid(valid: BookingFormValues) {
    if (fare.unknownPlace) {
      form.setFocus(fare.unknownPlace);
      return;
    }
    createBooking.mutate(
      {
        values: valid,
        idempotencyKey: draft.idempotencyKeyFor(valid),
        airportTrip: airport.isAirport,
      },
      {
        onSuccess: (receipt) => {
          notify(
            "Booking Request Sent",
            "We'll send a confirmation email shortly",
          );
          draft.clear();
          onBooked(receipt);
        },
      },
    );
  }

  function onInvalid() {
    if (isMissingRequired(form.getValues())) {
      notify(MISSING_INFORMATION.title, MISSING_INFORMATION.description, {
        variant: "destructive",
      });
    }
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <form
        noValidate
        aria-label="Book a ride"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        className="grid gap-8 rounded-2xl border border-border bg-background p-5 shadow-soft sm:p-8"
      >
        <fieldset className="grid gap-5">
          <legend className="mb-5 font-display text-2xl text-foreground">
            Your details
          </legend>
          <BookingContactFields control={form.control} />
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-5 font-display text-2xl text-foreground">
            Your trip
          </legend>
          <BookingTripFields
            control={form.control}
            unknownPlace={fare.unknownPlace}
            airport={airport}
          />
        </fieldset>
        {fare.query.data && fare.ready ? (
          <p className="flex items-baseline justify-between gap-3 rounded-xl border border-primary/30 bg-primary/5 px-4 py-3 text-sm lg:hidden">
            <span className="text-muted-foreground">Upfront fare</span>
            <span className="font-semibold text-primary tabular-nums">
              {formatNaira(fare.query.data.total_kobo)}
            </span>
          </p>
        ) : null}
        {/* On a phone the advisor sits below the form: say when leaving earlier or later pays. */}
        {departures.query.data && departures.query.data.savingMin > 0 ? (
          <p className="-mt-4 text-sm lg:hidden">
            <a
              href="#departure-advisor"
              className="text-primary underline underline-offset-4"
            >
              {departureSummary(departures.query.data)}
            </a>
          </p>
        ) : null}
        <Button
          type="submit"
          size="lg"
          disabled={createBooking.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {createBooking.isPending ? "Booking..." : "Confirm Booking"}
        </Button>
      </form>
      <aside className="grid gap-6 lg:sticky lg:top-28">
        <FareBreakdown
          quote={fare.query.data}
          unknownPlace={fare.unknownPlace !== null}
          ready={fare.ready}
          loading={fare.query.isFetching}
          error={fare.query.error}
        />
        {departures.enabled && !departures.query.isError ? (
          <DepartureAdvisor
            advice={departures.query.data}
            loading={departures.query.isPending}
            onChoose={chooseDeparture}
          />
        ) : null}
      </aside>
    </div>
  );
}
