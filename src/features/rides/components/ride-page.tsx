import {
  lazy,
  Suspense,
  useDeferredValue,
  useState,
  type ReactNode,
} from "react";
import { useQuery } from "@tanstack/react-query";
import { useLocation } from "react-router-dom";

import { useDocumentTitle } from "@/hooks/use-document-title";
import { formatLagosDateTime } from "@/lib/dates";
import { cn } from "@/lib/utils";

import { isRideNotFound, rideQueries } from "../api/queries";
import type { RideView } from "../types";
import { RideAfterPaint } from "./ride-after-paint";
import { RideDriver, RideTrip } from "./ride-details";
import { RideEta } from "./ride-eta";
import { RideNotFound } from "./ride-not-found";
import { Panel, RideFailed, RideLoading } from "./ride-page-parts";
import { RidePosition } from "./ride-position";
import { RideShare } from "./ride-share";
import { RideTimeline } from "./ride-timeline";

// Cancel and rate bring forms and a dialog; they load after the ride's text has painted.
const RideActions = lazy(() => import("./ride-actions"));
// The payment card brings the checkout; the return from it also brings the URL contract's zod,
// so only a page opened from Paystack's checkout loads that one.
const RidePaymentCard = lazy(() => import("./payment/ride-payment-card"));
const CheckoutReturnCard = lazy(() => import("./payment/checkout-return-card"));

/** Tokens are long URL-safe strings: anything else is not a ride link, and is not asked about. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,128}$/;
const REFERENCE_SHAPE = /^[A-Za-z0-9-]{1,40}$/;

interface Words {
  /** Whose ride, as the reader calls it: "Your" or "Ada's". */
  whose: string;
  /** The rider as the reader calls them: "you" or "Ada". */
  rider: string;
}

function wordsFor(ride: RideView): Words {
  if (ride.access === "manage") return { whose: "Your", rider: "you" };
  const name = ride.customer_first_name?.trim();
  return name
    ? { whose: `${name}'s`, rider: name }
    : { whose: "This", rider: "the rider" };
}

function headline(ride: RideView, { rider }: Words): [string, string] {
  const driver = ride.driver_name ?? "The driver";
  const pickup = ride.meeting_point ?? ride.pickup_location;
  const at = formatLagosDateTime(ride.booking_time);
  switch (ride.stage) {
    case "requested":
      return [
        "Ride requested",
        `We are assigning a verified driver and vehicle for ${at}. Their details appear here as soon as they are confirmed.`,
      ];
    case "confirmed":
      return ["Ride confirmed", `${driver} will collect ${rider} on ${at}.`];
    case "on_the_way":
      return [
        "Driver on the way",
        `${driver} is heading to ${ride.pickup_location}.`,
      ];
    case "arrived":
      return ["Driver has arrived", `${driver} is waiting at ${pickup}.`];
    case "in_progress":
      return ["On the trip", `On the way to ${ride.dropoff_location}.`];
    case "completed":
      return [
        "Ride completed",
        `Arrived at ${ride.dropoff_location}. Thank you for riding with EkoLuxe.`,
      ];
    case "cancelled":
      return [
        "Ride cancelled",
        ride.cancelled_at
          ? `This ride was cancelled on ${formatLagosDateTime(ride.cancelled_at)}.`
          : "This ride was cancelled.",
      ];
  }
}

/**
 * Asks for the ride's money as the payment card's module starts to download (after the status has
 * painted), so the two travel together and neither competes with the status's first paint; the
 * card reads the answer from the cache.
 */
function AskPayment({
  reference,
  token,
}: {
  reference: string;
  token: string;
}) {
  useQuery(rideQueries.payment(reference, token));
  return null;
}

function RideContent({
  ride,
  token,
  returning,
}: {
  ride: RideView;
  token: string;
  returning: boolean;
}) {
  const words = wordsFor(ride);
  const [title, description] = headline(ride, words);
  const manage = ride.access === "manage";
  // The panels under the status (driver, trip, progress) come in a second render that yields to
  // the browser, so the status (the page's largest paint) is drawn without waiting for them;
  // they take their place below it, moving nothing already on screen.
  const details = useDeferredValue<RideView | null>(ride, null);
  // The money card arrives after the first paint, so it comes after Progress: what it pushes down
  // is then below the screen, not the panel being read. Back from the checkout it is what the
  // rider came for, rendered at once, and leads.
  const payment = manage ? (
    <div
      className={cn(
        "empty:hidden lg:order-none",
        returning ? "order-2" : "order-3",
      )}
    >
      <RideAfterPaint now={returning}>
        <AskPayment reference={ride.reference} token={token} />
        <Suspense fallback={null}>
          {returning ? (
            <CheckoutReturnCard ride={ride} token={token} />
          ) : (
            <RidePaymentCard ride={ride} token={token} />
          )}
        </Suspense>
      </RideAfterPaint>
    </div>
  ) : null;
  return (
    <>
      <header className="grid gap-3">
        <p className="text-eyebrow font-semibold text-primary uppercase">
          {manage
            ? `Your ride · ${ride.reference}`
            : `Shared with you · ${words.whose} ride · ${ride.reference}`}
        </p>
        <h1 className="font-display text-4xl text-foreground md:text-5xl">
          {title}
        </h1>
        <p className="max-w-2xl text-lg text-pretty text-muted-foreground">
          {description}
        </p>
        <RideEta ride={ride} />
        {manage && ride.share_token ? (
          <div className="mt-2 max-w-xl">
            <RideShare
              reference={ride.reference}
              shareToken={ride.share_token}
            />
          </div>
        ) : null}
      </header>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="contents lg:grid lg:gap-6">
          <div className="order-1 empty:hidden lg:order-none">
            <RidePosition ride={ride} />
          </div>
          {details ? (
            <>
              <Panel
                title="Driver and vehicle"
                className="order-4 lg:order-none"
              >
                <RideDriver ride={details} />
              </Panel>
              <Panel title="Trip" className="order-5 lg:order-none">
                <RideTrip ride={details} />
              </Panel>
            </>
          ) : null}
        </div>
        <div className="contents lg:grid lg:gap-6">
          {returning ? payment : null}
          {details ? (
            <Panel title="Progress" className="order-2 lg:order-none">
              <RideTimeline ride={details} />
            </Panel>
          ) : null}
          {returning ? null : payment}
          {manage &&
          (ride.status === "pending" ||
            ride.status === "confirmed" ||
            ride.stage === "completed") ? (
            <div className="order-6 empty:hidden lg:order-none">
              <Suspense fallback={null}>
                <RideAfterPaint>
                  <RideActions ride={ride} token={token} />
                </RideAfterPaint>
              </Suspense>
            </div>
          ) : null}
        </div>
      </div>
    </>
  );
}

/**
 * The live ride page behind a ride link: its status, kept fresh by polling while the ride can
 * still change; the rider's own link adds the fare, Share, cancel and rate; a shared link shows
 * whose ride it is and nothing that costs or changes anything.
 */
export function RidePage({
  reference,
  token,
}: {
  reference: string;
  token: string;
}) {
  const wellFormed = REFERENCE_SHAPE.test(reference) && TOKEN_SHAPE.test(token);
  const ride = useQuery({
    ...rideQueries.status(reference, token),
    enabled: wellFormed,
  });
  // Back from Paystack's checkout (`?reference=…`): the card renders at once to confirm it.
  const { search } = useLocation();
  const [returning] = useState(search !== "");
  const notFound = !wellFormed || isRideNotFound(ride.error);
  useDocumentTitle(
    notFound
      ? "Ride link not valid"
      : ride.data && ride.data.access === "share"
        ? `${wordsFor(ride.data).whose} ride`
        : "Your ride",
  );
  let body: ReactNode;
  if (notFound) body = <RideNotFound />;
  else if (ride.data)
    body = <RideContent ride={ride.data} token={token} returning={returning} />;
  else if (ride.isError)
    body = <RideFailed error={ride.error} retry={() => void ride.refetch()} />;
  else body = <RideLoading />;
  return (
    <div className="container-page min-h-[100dvh] max-w-5xl pt-28 pb-16 md:pt-32">
      {body}
      {ride.data && ride.isError && !isRideNotFound(ride.error) ? (
        <p role="status" className="mt-6 text-sm text-muted-foreground">
          We could not refresh this page just now; it will try again shortly.
        </p>
      ) : null}
    </div>
  );
}
