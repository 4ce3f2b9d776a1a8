import { useEffect, useRef } from "react";
import {
  CalendarClock,
  CarFront,
  CheckCircle2,
  Mail,
  MapPin,
  MapPinned,
  Navigation,
  Plane,
} from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { formatLagosDateTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { enumLabel } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";

import type { BookingReceipt } from "../types";
import { BookingPayment } from "./booking-payment";

const nextSteps = [
  {
    icon: CarFront,
    text: "We assign a verified driver and vehicle to your ride.",
  },
  { icon: Mail, text: "Your driver's details arrive by e-mail before pickup." },
  {
    icon: MapPinned,
    text: "Track your ride live on the map once it is on its way.",
  },
];

interface BookingConfirmationProps {
  receipt: BookingReceipt;
  onBookAnother: () => void;
}

export function BookingConfirmation({
  receipt,
  onBookAnother,
}: BookingConfirmationProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form this replaces may have been scrolled far down: bring the news into view.
  useEffect(() => headingRef.current?.focus(), []);
  const service = enumLabel("service_type", receipt.service_type);
  return (
    <section
      aria-labelledby="confirmation-heading"
      className="rounded-2xl border border-primary/40 bg-card p-6 shadow-gold sm:p-8"
    >
      <CheckCircle2 className="size-10 text-primary" aria-hidden="true" />
      <h2
        id="confirmation-heading"
        tabIndex={-1}
        ref={headingRef}
        className="mt-4 font-display text-3xl text-foreground"
      >
        Your ride is requested
      </h2>
      <p className="mt-2 text-muted-foreground">
        Booking reference{" "}
        <strong className="font-mono text-lg tracking-wider text-primary">
          {receipt.reference}
        </strong>
      </p>
      {receipt.ride_token ? (
        <div className="mt-6 rounded-xl border border-primary/40 bg-primary/5 p-4">
          <Button asChild size="lg" className="w-full sm:w-auto">
            <Link to={paths.ride.href(receipt.reference, receipt.ride_token)}>
              <Navigation aria-hidden="true" />
              Follow your ride
            </Link>
          </Button>
          <p className="mt-3 text-sm text-muted-foreground">
            Your ride's own page: its status, your driver and car once assigned,
            and the car on the map on the day. Keep the link; it is in your
            e-mail too.
          </p>
        </div>
      ) : null}
      {receipt.ride_token ? (
        <BookingPayment
          reference={receipt.reference}
          token={receipt.ride_token}
          fareKobo={receipt.fare_kobo}
        />
      ) : null}
      <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-muted-foreground">Pickup</dt>
          <dd className="mt-1 font-medium">{receipt.pickup_location}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Destination</dt>
          <dd className="mt-1 font-medium">{receipt.dropoff_location}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Pickup time</dt>
          <dd className="mt-1 flex items-center gap-2 font-medium">
            <CalendarClock className="size-4 text-primary" aria-hidden="true" />
            {formatLagosDateTime(receipt.booking_time)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{service ?? "Fare"}</dt>
          <dd className="mt-1 text-xl font-semibold text-primary tabular-nums">
            {formatNaira(receipt.fare_kobo)}
          </dd>
        </div>
        {receipt.flight_number ? (
          <div>
            <dt className="text-muted-foreground">Flight</dt>
            <dd className="mt-1 flex items-center gap-2 font-mono font-medium tracking-wider">
              <Plane className="size-4 text-primary" aria-hidden="true" />
              {receipt.flight_number}
            </dd>
          </div>
        ) : null}
      </dl>
      {receipt.meeting_point ? (
        <section
          aria-labelledby="confirmation-meeting-heading"
          className="mt-6 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm"
        >
          <h3
            id="confirmation-meeting-heading"
            className="flex items-center gap-2 font-semibold text-foreground"
          >
            <MapPin
              className="size-4 shrink-0 text-primary"
              aria-hidden="true"
            />
            Meeting point
          </h3>
          <p className="mt-2 text-foreground/90">{receipt.meeting_point}</p>
        </section>
      ) : null}
      <h3 className="mt-8 font-semibold text-foreground">What happens next</h3>
      <ol className="mt-3 grid gap-3">
        {nextSteps.map(({ icon: Icon, text }) => (
          <li
            key={text}
            className="flex items-start gap-3 text-sm text-muted-foreground"
          >
            <Icon
              className="mt-0.5 size-4 shrink-0 text-primary"
              aria-hidden="true"
            />
            {text}
          </li>
        ))}
      </ol>
      <Button className="mt-8" onClick={onBookAnother}>
        Book another ride
      </Button>
    </section>
  );
}
