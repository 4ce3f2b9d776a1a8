import { CircleCheck, CircleDashed, Clock } from "lucide-react";

import { formatIsoDate, lagosDate } from "@/lib/dates";
import { formatNaira } from "@/lib/money";
import { formatMonth } from "@/lib/months";
import { Badge } from "@/components/ui/badge";

import type { OwnerStatement } from "../types";

const onDay = (at: string | null) =>
  at ? formatIsoDate(lagosDate(new Date(at))) : "";

/** How a month stands, in the owner's words: what is owed, and whether and when it was paid. */
function standing(row: OwnerStatement) {
  if (row.status === "paid")
    return {
      badge: (
        <Badge variant="success">
          <CircleCheck aria-hidden />
          Paid
        </Badge>
      ),
      text: `Paid on ${onDay(row.paid_at)}`,
      amountLabel: "Paid",
    };
  if (row.status === "closed")
    return {
      badge: (
        <Badge variant="info">
          <Clock aria-hidden />
          Closed
        </Badge>
      ),
      text: `Closed on ${onDay(row.closed_at)}, payment pending`,
      // A negative payout (costs above the share of revenue) is owed by the owner.
      amountLabel: row.payout_kobo < 0 ? "You owe" : "Owed to you",
    };
  return {
    badge: (
      <Badge variant="warning">
        <CircleDashed aria-hidden />
        Open
      </Badge>
    ),
    text: "So far, not yet closed: final once the month is closed",
    amountLabel: "Payout so far",
  };
}

/**
 * Each month of the period with its status (open, closed, paid with the date) and payout, so an
 * owner knows what they are owed and when. Open months are live sums, closed months their reports.
 */
export function OwnerStatements({ rows }: { rows: OwnerStatement[] }) {
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        No months with trips or reports in this period.
      </p>
    );
  return (
    <ul aria-label="Months" className="grid gap-2">
      {rows.map((row) => {
        const { badge, text, amountLabel } = standing(row);
        const month = formatMonth(row.period.slice(0, 7));
        return (
          <li
            key={row.period}
            aria-label={`${month}: ${text}`}
            data-status={row.status}
            className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-border/80 bg-card p-4 shadow-soft"
          >
            <div className="grid min-w-0 gap-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium text-foreground">{month}</span>
                {badge}
              </div>
              <p className="text-sm text-muted-foreground">{text}</p>
              <p className="text-xs text-muted-foreground">
                {row.trips.toLocaleString("en-NG")} completed trips · revenue{" "}
                {formatNaira(row.revenue_kobo)} · expenses{" "}
                {formatNaira(row.expenses_kobo)}
              </p>
            </div>
            <div className="grid text-right">
              <span className="text-xs text-muted-foreground">
                {amountLabel}
              </span>
              <span className="font-display text-xl text-foreground tabular-nums">
                {formatNaira(row.payout_kobo)}
              </span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
