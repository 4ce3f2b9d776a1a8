import { Clock3, Sparkles } from "lucide-react";

import { formatLagosTime } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";

import {
  departureSummary,
  type DepartureAdvice,
} from "../hooks/use-departure-advice";
import type { Departure } from "../types";

interface DepartureAdvisorProps {
  advice: DepartureAdvice | undefined;
  loading: boolean;
  onChoose: (departure: Departure) => void;
}

/**
 * The departure-time advisor under the fare: the fare and predicted trip time of leaving at the
 * chosen time and every 30 minutes around it (Lagos traffic model), the quickest highlighted.
 * Choosing a row sets the form's date and time.
 */
export function DepartureAdvisor({
  advice,
  loading,
  onChoose,
}: DepartureAdvisorProps) {
  if (!advice && !loading) return null;
  if (advice && advice.rows.length === 0) return null;
  const best = advice?.best;
  const highlight = advice && advice.savingMin > 0 ? best : null;
  return (
    <section
      id="departure-advisor"
      aria-labelledby="departures-heading"
      className="scroll-mt-28 rounded-2xl border border-primary/25 bg-card p-5 sm:p-6"
    >
      <h2
        id="departures-heading"
        className="text-eyebrow font-semibold text-primary uppercase"
      >
        When to leave
      </h2>
      <p
        aria-live="polite"
        className="mt-3 flex items-start gap-2 text-sm font-medium text-foreground"
        data-testid="departure-summary"
      >
        {advice ? (
          <>
            <Sparkles
              className="mt-0.5 size-4 shrink-0 text-primary"
              aria-hidden="true"
            />
            {departureSummary(advice)}
          </>
        ) : (
          "Comparing departure times…"
        )}
      </p>
      {advice ? (
        <ul className="mt-4 grid gap-2" aria-label="Departure times">
          {advice.rows.map((row) => (
            <li key={row.departure_at}>
              <button
                type="button"
                aria-pressed={row.is_chosen}
                onClick={() => onChoose(row)}
                className={cn(
                  "flex min-h-11 w-full cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-3 py-2 text-left text-sm transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  row.is_chosen
                    ? "border-primary bg-primary/10"
                    : "border-border hover:border-primary/60 hover:bg-primary/5",
                  row === highlight && "border-primary/70",
                )}
              >
                <span className="sr-only">
                  Leave at {formatLagosTime(row.departure_at)},{" "}
                </span>
                <span
                  aria-hidden="true"
                  className="font-semibold text-foreground tabular-nums"
                >
                  {formatLagosTime(row.departure_at)}
                </span>
                <span className="flex items-center gap-1 text-muted-foreground">
                  <Clock3 className="size-3.5" aria-hidden="true" />
                  <span className="max-sm:hidden">about</span>{" "}
                  {row.duration_min} min
                  <span className="sr-only">,</span>
                </span>
                <span className="ml-auto text-foreground tabular-nums">
                  {formatNaira(row.fare_kobo)}
                </span>
                {row.is_chosen ? (
                  <Badge variant="outline">Your time</Badge>
                ) : null}
                {row === highlight ? (
                  <Badge variant="gold">Quickest</Badge>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4 text-xs text-muted-foreground">
        Predicted from Lagos traffic at each time. Choose a time to use it.
      </p>
    </section>
  );
}
