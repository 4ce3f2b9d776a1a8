import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { useForm, useWatch } from "react-hook-form";

import { formatNaira } from "@/lib/money";
import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";

import { useCreateBooking } from "../api/mutations";
import { placeQueries } from "../api/queries";
import { readDraftValues, useBookingDraft } from "../hooks/use-booking-draft";
import {
  useProfilePrefill,
  useUrlPlacesPrefill,
} from "../hooks/use-booking-prefill";
import { useFareQuote } from "../hooks/use-fare-quote";
import {
  bookingFormSchema,
  isMissingRequired,
  MISSING_INFORMATION,
  type BookingFormValues,
} from "../schemas";
import type { BookingReceipt } from "../types";
import { BookingContactFields } from "./booking-contact-fields";
import { BookingTripFields } from "./booking-trip-fields";
import { FareBreakdown } from "./fare-breakdown";

interface BookingFormProps {
  onBooked: (receipt: BookingReceipt) => void;
}

export function BookingForm({ onBooked }: BookingFormProps) {
  const [defaultValues] = useState(readDraftValues);
  const form = useForm<BookingFormValues, unknown, BookingFormValues>({
    resolver: zodResolver(bookingFormSchema),
    defaultValues,
  });
  const draft = useBookingDraft(form);
  useProfilePrefill(form);
  useUrlPlacesPrefill(form);
  // Warm the place list while the customer types their details: no waterfall on first focus.
  useQuery(placeQueries.popular());
  const values = useWatch({ control: form.control }) as BookingFormValues;
  const fare = useFareQuote(values);
  const createBooking = useCreateBooking();

  function onValid(valid: BookingFormValues) {
    if (fare.unknownPlace) {
      form.setFocus(fare.unknownPlace);
      return;
    }
    createBooking.mutate(
      { values: valid, idempotencyKey: draft.idempotencyKeyFor(valid) },
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
        <Button
          type="submit"
          size="lg"
          disabled={createBooking.isPending}
          className="w-full sm:w-auto sm:justify-self-start"
        >
          {createBooking.isPending ? "Booking..." : "Confirm Booking"}
        </Button>
      </form>
      <aside className="lg:sticky lg:top-28">
        <FareBreakdown
          quote={fare.query.data}
          unknownPlace={fare.unknownPlace !== null}
          ready={fare.ready}
          loading={fare.query.isFetching}
          error={fare.query.error}
        />
      </aside>
    </div>
  );
}
