import { lazy, memo, Suspense, useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useForm, useWatch, type UseFormReturn } from "react-hook-form";

import { splitLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { AfterFirstPaint } from "@/components/after-first-paint";

import { useCreateBooking } from "../api/mutations";
import { placeQueries } from "../api/queries";
import { deferredResolver } from "../deferred-resolver";
import type { BookingFormContext } from "../form-resolver";
import {
  emptyBookingForm,
  isMissingRequired,
  MISSING_INFORMATION,
  type BookingFormValues,
} from "../form-values";
import { useAirportTrip } from "../hooks/use-airport-trip";
import { useBookingDraft } from "../hooks/use-booking-draft";
import {
  useProfilePrefill,
  useUrlPlacesPrefill,
} from "../hooks/use-booking-prefill";
import {
  departureSummary,
  useDepartureAdvice,
} from "../hooks/use-departure-advice";
import { useFareQuote } from "../hooks/use-fare-quote";
import type { BookingReceipt, Departure } from "../types";
import { BookingContactFields } from "./booking-contact-fields";
import { TripFieldsSkeleton } from "./booking-form-skeleton";
import { BookingTripFields } from "./booking-trip-fields";
import { FareBreakdown } from "./fare-breakdown";

// The form's checks (zod), the Supabase client and the departure advisor are not needed to show
// the form: each is fetched once the customer starts on it, or when first needed.
const rules = deferredResolver<
  BookingFormValues,
  BookingFormContext,
  BookingFormValues
>(async () => (await import("../booking-rules")).bookingResolver);

// The form renders again on every keystroke (useWatch), for each fare or advice that arrives, and
// once more as react-hook-form mounts; the fields follow their own values and skip those renders.
const ContactFields = memo(BookingContactFields);
const TripFields = memo(BookingTripFields);

const loadAdvisor = () => import("./departure-advisor");
const DepartureAdvisor = lazy(async () => ({
  default: (await loadAdvisor()).DepartureAdvisor,
}));

type Form = UseFormReturn<BookingFormValues>;

/** Hosts the profile prefill only when someone is signed in: a visitor's form skips its queries. */
function ProfilePrefill({ form }: { form: Form }) {
  useProfilePrefill(form);
  return null;
}

/** Mounted after the place fields, so the URL's places find them listening. */
function UrlPlacesPrefill({ form }: { form: Form }) {
  useUrlPlacesPrefill(form);
  return null;
}

interface BookingFormProps {
  onBooked: (receipt: BookingReceipt) => void;
  /** A session is stored in this browser: prefill name and e-mail from the profile. */
  signedIn?: boolean;
}

export function BookingForm({ onBooked, signedIn = false }: BookingFormProps) {
  const queryClient = useQueryClient();
  // Whether the route has an airport end, learnt from the fare quote below.
  const [airportTrip, setAirportTrip] = useState(false);
  const form = useForm<
    BookingFormValues,
    BookingFormContext,
    BookingFormValues
  >({
    resolver: rules.resolver,
    // The same on the server and in the first render; the draft follows (useBookingDraft).
    defaultValues: emptyBookingForm,
    // The flight number is required for a trip with an airport end, which the fare quote tells.
    context: { airportTrip },
  });
  const engaged = useRef(false);
  /**
   * The customer has reached for the form: fetch what its next steps need while they type their
   * details (the place list, with the Supabase client it comes through, and the checks), so
   * nothing waits on the first place search or the first submit.
   */
  function engage() {
    if (engaged.current) return;
    engaged.current = true;
    void queryClient.prefetchQuery(placeQueries.popular());
    void rules.preload().catch(() => undefined);
  }
  const values = useWatch({ control: form.control }) as BookingFormValues;
  const formElement = useRef<HTMLFormElement>(null);
  // After useWatch: the draft arrives in a layout effect, which must find useWatch subscribed.
  const draft = useBookingDraft(form, formElement);
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
  // Both places are known: the advisor's code downloads while its times are asked for.
  useEffect(() => {
    if (fare.ready) void loadAdvisor();
  }, [fare.ready]);
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
        ref={formElement}
        noValidate
        aria-label="Book a ride"
        onSubmit={form.handleSubmit(onValid, onInvalid)}
        onFocus={engage}
        onPointerEnter={engage}
        className="grid gap-8 rounded-2xl border border-border bg-background p-5 shadow-soft sm:p-8"
      >
        <fieldset className="grid gap-5">
          <legend className="mb-5 font-display text-2xl text-foreground">
            Your details
          </legend>
          <ContactFields control={form.control} />
        </fieldset>
        <fieldset className="grid gap-5">
          <legend className="mb-5 font-display text-2xl text-foreground">
            Your trip
          </legend>
          {/* A moment after the rest: mounting the whole form at once is one long task on a phone. */}
          <AfterFirstPaint fallback={<TripFieldsSkeleton />}>
            <TripFields
              control={form.control}
              unknownPlace={fare.unknownPlace}
              airport={airport}
            />
            <UrlPlacesPrefill form={form} />
          </AfterFirstPaint>
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
        {signedIn ? <ProfilePrefill form={form} /> : null}
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
          <Suspense fallback={null}>
            <DepartureAdvisor
              advice={departures.query.data}
              loading={departures.query.isPending}
              onChoose={chooseDeparture}
            />
          </Suspense>
        ) : null}
      </aside>
    </div>
  );
}
