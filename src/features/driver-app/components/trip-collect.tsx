import { Banknote, CircleCheck } from "lucide-react";

import { formatNaira } from "@/lib/money";
import { cn } from "@/lib/utils";

import { tripCollection } from "../trip-money";
import type { DriverTrip } from "../types";

/** "Collect ₦…" with what is left of the fare in cash, or "Paid" once nothing is left. */
export function TripCollect({
  trip,
  large = false,
}: {
  trip: DriverTrip;
  large?: boolean;
}) {
  const money = tripCollection(trip);
  if (!money) return null;
  if (money.kind === "paid")
    return (
      <p
        data-testid="trip-collect"
        className="flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 px-3 py-2 text-sm"
      >
        <CircleCheck className="size-4 shrink-0 text-success" aria-hidden />
        <span className="font-medium text-success">Paid</span>{" "}
        <span className="text-muted-foreground">
          · nothing to collect ({formatNaira(money.fareKobo)})
        </span>
      </p>
    );
  return (
    <p
      data-testid="trip-collect"
      className="flex flex-wrap items-center gap-x-2 gap-y-0.5 rounded-xl border border-primary/50 bg-primary/10 px-3 py-2"
    >
      <Banknote className="size-5 shrink-0 text-primary" aria-hidden />
      <span
        className={cn(
          "font-semibold text-foreground tabular-nums",
          large ? "text-xl" : "text-base",
        )}
      >
        Collect {formatNaira(money.dueKobo)}
      </span>{" "}
      <span className="text-sm text-muted-foreground">
        {money.paidKobo > 0
          ? `in cash · ${formatNaira(money.paidKobo)} of ${formatNaira(money.fareKobo)} already paid`
          : "in cash"}
      </span>
    </p>
  );
}
