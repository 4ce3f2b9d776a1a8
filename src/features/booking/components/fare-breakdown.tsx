import { Clock, Gauge, Route } from "lucide-react";

import { toUserMessage } from "@/lib/errors";
import { formatNaira } from "@/lib/money";

import type { FareQuote } from "../types";

interface FareBreakdownProps {
  quote: FareQuote | undefined;
  unknownPlace: boolean;
  ready: boolean;
  loading: boolean;
  error: unknown;
}

function Line({ label, kobo }: { label: string; kobo: number }) {
  return (
    <div className="flex justify-between gap-4">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="tabular-nums">{formatNaira(kobo)}</dd>
    </div>
  );
}

function QuoteDetails({ quote }: { quote: FareQuote }) {
  return (
    <>
      <p
        className="mt-3 font-display text-4xl text-primary tabular-nums"
        data-testid="fare-total"
      >
        {formatNaira(quote.total_kobo)}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Route className="size-4 text-primary" aria-hidden="true" />
          {quote.distance_km} km
        </li>
        <li className="flex items-center gap-1.5">
          <Clock className="size-4 text-primary" aria-hidden="true" />
          about {quote.duration_min} min
        </li>
      </ul>
      {quote.rush_hour ? (
        <p className="mt-3 flex items-center gap-2 rounded-lg bg-primary/10 px-3 py-2 text-sm text-foreground">
          <Gauge className="size-4 shrink-0 text-primary" aria-hidden="true" />
          Rush-hour traffic expected: the time estimate allows for slower roads.
        </p>
      ) : null}
      <dl className="mt-5 grid gap-2 border-t border-primary/20 pt-4 text-sm">
        <Line label="Base fare" kobo={quote.base_kobo} />
        <Line
          label={`Distance (${quote.distance_km} km)`}
          kobo={quote.distance_kobo}
        />
        <Line
          label={`Time (${quote.duration_min} min)`}
          kobo={quote.time_kobo}
        />
        <div className="flex justify-between gap-4">
          <dt className="text-muted-foreground">Service multiplier</dt>
          <dd className="tabular-nums">× {quote.multiplier}</dd>
        </div>
        {quote.minimum_applied ? (
          <Line label="Minimum fare applied" kobo={quote.minimum_kobo} />
        ) : null}
        <Line label="Surcharges" kobo={quote.surcharge_kobo} />
        <div className="flex justify-between gap-4 border-t border-primary/20 pt-2 font-semibold">
          <dt>Total</dt>
          <dd className="text-primary tabular-nums">
            {formatNaira(quote.total_kobo)}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** The upfront fare card: what the ride will cost before the customer confirms. */
export function FareBreakdown({
  quote,
  unknownPlace,
  ready,
  loading,
  error,
}: FareBreakdownProps) {
  let body;
  if (!ready) {
    body = (
      <p className="mt-3 text-sm text-muted-foreground">
        Choose your pickup and destination to see the fare before you book.
      </p>
    );
  } else if (unknownPlace) {
    body = (
      <p className="mt-3 text-sm text-muted-foreground">
        We can price your ride as soon as both places are chosen from the list.
      </p>
    );
  } else if (error) {
    body = (
      <p className="mt-3 text-sm text-muted-foreground">
        {toUserMessage(error)}
      </p>
    );
  } else if (loading || !quote) {
    body = (
      <p className="mt-3 text-sm text-muted-foreground">
        Calculating your fare…
      </p>
    );
  } else {
    body = <QuoteDetails quote={quote} />;
  }
  return (
    <section
      aria-labelledby="fare-heading"
      aria-live="polite"
      className="rounded-2xl border border-primary/40 bg-card p-6 shadow-gold"
    >
      <h2
        id="fare-heading"
        className="text-eyebrow font-semibold text-primary uppercase"
      >
        Upfront fare
      </h2>
      {body}
      <p className="mt-4 text-xs text-muted-foreground">
        Fixed before you ride, in naira. No hidden fees.
      </p>
    </section>
  );
}
