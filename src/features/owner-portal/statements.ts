import type { OwnerStatement, OwnerTotals } from "./types";

/** The months of a period nobody has closed yet: provisional, summed live by the database. */
export const openMonths = (rows: OwnerStatement[] | undefined) =>
  (rows ?? []).filter((row) => row.status === "open");

/**
 * The cards' figures: the closed reports' totals plus the open months' live sums (a handful of
 * rows already aggregated per month by owner_statements, never the trips themselves).
 */
export function withOpenMonths(
  totals: OwnerTotals,
  open: OwnerStatement[],
): OwnerTotals {
  const add = (key: keyof OwnerStatement & keyof OwnerTotals) =>
    open.reduce((sum, row) => sum + Number(row[key]), totals[key]);
  return {
    ...totals,
    revenue_kobo: add("revenue_kobo"),
    expenses_kobo: add("expenses_kobo"),
    payout_kobo: add("payout_kobo"),
    fuel_kobo: add("fuel_kobo"),
    maintenance_kobo: add("maintenance_kobo"),
    commission_kobo: add("commission_kobo"),
    trips: add("trips"),
  };
}
