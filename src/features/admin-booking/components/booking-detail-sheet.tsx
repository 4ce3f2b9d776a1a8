import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Mail, Phone, Star } from "lucide-react";

import { formatNigerianPhone } from "@/lib/phone";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { QueryBody } from "@/components/query-body";

import { bookingsAdminQueries } from "../api/queries";
import type { BookingDetail, BookingPanelProps } from "../types";
import { BookingPayments } from "./booking-payments";
import { BookingSummary } from "./booking-summary";
import { BookingTimeline } from "./booking-timeline";
import { FareLines } from "./fare-lines";

/** Everything about one booking: customer, trip, fare, assignment, payments and its history. */
export function BookingDetailSheet({
  bookingId,
  open,
  onOpenChange,
}: BookingPanelProps) {
  return (
    <Sheet open={open && bookingId !== null} onOpenChange={onOpenChange}>
      <SheetContent className="w-[min(100%,30rem)] p-6 sm:max-w-lg">
        <SheetHeader className="pr-8">
          <SheetTitle>Booking details</SheetTitle>
          <SheetDescription>
            Customer, trip, fare, assignment, payments and history.
          </SheetDescription>
        </SheetHeader>
        {bookingId && <DetailBody bookingId={bookingId} />}
      </SheetContent>
    </Sheet>
  );
}

function DetailBody({ bookingId }: { bookingId: string }) {
  const booking = useQuery(bookingsAdminQueries.detail(bookingId));
  return (
    <QueryBody
      query={booking}
      errorTitle="Error fetching bookings"
      rowClassName="h-28"
    >
      {(data) => <BookingDetails booking={data} />}
    </QueryBody>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid gap-2" aria-label={title}>
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      {children}
    </section>
  );
}

function cancelledByLabel(by: BookingDetail["cancelled_by"]): string {
  if (by === "rider") return "Cancelled by the rider";
  if (by === "operator") return "Cancelled by the operator";
  return "Cancelled";
}

function RiderRating({
  rating,
  comment,
}: {
  rating: number;
  comment: string | null;
}) {
  return (
    <div className="grid gap-2 text-sm">
      <p className="flex items-center gap-2">
        <span className="flex gap-0.5" aria-hidden="true">
          {[1, 2, 3, 4, 5].map((star) => (
            <Star
              key={star}
              className={
                star <= rating
                  ? "size-4 fill-primary text-primary"
                  : "size-4 text-muted-foreground"
              }
            />
          ))}
        </span>
        <span className="font-medium">{rating} out of 5</span>
      </p>
      {comment && (
        <blockquote className="border-l-2 border-primary/40 pl-3 text-muted-foreground">
          {comment}
        </blockquote>
      )}
    </div>
  );
}

function BookingDetails({ booking }: { booking: BookingDetail }) {
  return (
    <div className="grid gap-6">
      <BookingSummary booking={booking} />
      {booking.status === "cancelled" &&
        (booking.cancellation_reason || booking.cancelled_by) && (
          <p className="rounded-lg border border-border bg-muted/40 px-3 py-2 text-sm">
            <span className="text-muted-foreground">
              {cancelledByLabel(booking.cancelled_by)}:{" "}
            </span>
            {booking.cancellation_reason ?? "no reason recorded"}
          </p>
        )}
      <Section title="Customer">
        <p className="font-medium">{booking.customer_name}</p>
        <a
          href={`tel:${booking.customer_phone}`}
          className="inline-flex w-fit items-center gap-2 text-sm text-primary underline-offset-4 hover:underline"
        >
          <Phone className="size-4" aria-hidden="true" />
          {formatNigerianPhone(booking.customer_phone)}
        </a>
        <a
          href={`mailto:${booking.customer_email}`}
          className="inline-flex w-fit items-center gap-2 text-sm break-all text-primary underline-offset-4 hover:underline"
        >
          <Mail className="size-4" aria-hidden="true" />
          {booking.customer_email}
        </a>
      </Section>
      {(booking.flight_number || booking.pickup_place?.meeting_point) && (
        <Section title="Airport">
          <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">Flight</dt>
            <dd className="font-mono tracking-wide">
              {booking.flight_number ?? "Not given"}
            </dd>
            {booking.pickup_place?.meeting_point && (
              <>
                <dt className="text-muted-foreground">Meeting point</dt>
                <dd>{booking.pickup_place.meeting_point}</dd>
              </>
            )}
          </dl>
        </Section>
      )}
      {booking.rating && (
        <Section title="Rider's rating">
          <RiderRating
            rating={booking.rating.rating}
            comment={booking.rating.comment}
          />
        </Section>
      )}
      <Section title="Fare">
        <FareLines
          breakdown={booking.fare_breakdown}
          totalKobo={booking.fare_kobo}
        />
      </Section>
      <Section title="Assignment">
        <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">Driver</dt>
          <dd>
            {booking.driver ? (
              <>
                {booking.driver.name}
                {booking.driver.phone && (
                  <a
                    href={`tel:${booking.driver.phone}`}
                    className="ml-2 text-primary underline-offset-4 hover:underline"
                  >
                    {formatNigerianPhone(booking.driver.phone)}
                  </a>
                )}
              </>
            ) : (
              "Not assigned"
            )}
          </dd>
          <dt className="text-muted-foreground">Vehicle</dt>
          <dd>
            {booking.vehicle
              ? `${booking.vehicle.model} · ${booking.vehicle.registration_number}`
              : "Not assigned"}
          </dd>
        </dl>
      </Section>
      <Section title="Payments">
        <BookingPayments booking={booking} />
      </Section>
      <Section title="History">
        <BookingTimeline bookingId={booking.id} />
      </Section>
    </div>
  );
}
