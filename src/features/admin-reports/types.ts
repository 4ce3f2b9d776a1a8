import type { Database, Tables } from "@/lib/database.types";
import type { PayoutMethod, PayoutStatus } from "@/lib/payouts";

/** One report row of the per-vehicle table (kobo). A typed-in report has no trips or split. */
export interface ReportRow {
  id: string;
  vehicle_id: string;
  period: string;
  period_status: PeriodStatus | null;
  model: string;
  registration_number: string;
  owner: string;
  trips: number | null;
  revenue_kobo: number;
  fuel_kobo: number | null;
  maintenance_kobo: number | null;
  expenses_kobo: number;
  commission_rate_bps: number;
  commission_kobo: number;
  payout_kobo: number;
}

export type PeriodStatus = "open" | "paid";

export interface ReportSummary {
  revenue_kobo: number;
  fuel_kobo: number;
  maintenance_kobo: number;
  expenses_kobo: number;
  commission_kobo: number;
  payout_kobo: number;
  trips: number;
  vehicles: number;
  reports: number;
  open_periods: number;
  paid_periods: number;
}

export interface MonthlyPoint {
  period: string;
  revenue_kobo: number;
  expenses_kobo: number;
  payout_kobo: number;
}

export interface ReportPeriod {
  period: string;
  status: PeriodStatus;
  closed_at: string;
  paid_at: string | null;
  commission_rate_bps: number;
}

export interface ReportSource {
  kind: "trip" | "fuel" | "maintenance";
  booking_id: string | null;
  maintenance_log_id: string | null;
  occurred_at: string;
  label: string;
  detail: string;
  amount_kobo: number;
}

// The money side of a closed month (the add_payments_ledger migration's functions and tables);
// check constraints narrow the text columns to these values.

export type { PayoutMethod, PayoutStatus };

type PlanRow =
  Database["public"]["Functions"]["period_payout_plan"]["Returns"][number];

/**
 * One owner's line of `period_payout_plan`: what they are owed and how they can be paid. The
 * generated type cannot tell which columns of a function's answer may be null.
 */
export type PayoutPlanRow = Pick<
  PlanRow,
  "owner_name" | "amount_kobo" | "vehicles" | "can_transfer"
> & {
  owner_id: string | null;
  /** "GTBank ••••6789 · Ada Obi" once the owner verified an account; null otherwise. */
  account_label: string | null;
  payout_id: string | null;
  payout_status: PayoutStatus | null;
  payout_method: PayoutMethod | null;
};

/** One row of `owner_payouts`: a payout sent (or recorded) for a month. */
export type OwnerPayout = Omit<
  Pick<
    Tables<"owner_payouts">,
    | "id"
    | "period"
    | "owner_id"
    | "owner_name"
    | "amount_kobo"
    | "method"
    | "status"
    | "reference"
    | "bank_reference"
    | "account_label"
    | "failure_reason"
    | "created_at"
    | "completed_at"
  >,
  "method" | "status"
> & { method: PayoutMethod; status: PayoutStatus };

/**
 * One completed trip of the month and how it was paid (`period_payments`): paid_kobo is what was
 * kept (charges less refunds); paid_how is "Card", "Bank transfer", "USSD", "Cash",
 * "Card + Cash", "Unpaid", …
 */
export type PeriodPayment = Omit<
  Database["public"]["Functions"]["period_payments"]["Returns"][number],
  "vehicle_plate"
> & { vehicle_plate: string | null };

/** Money received in the chosen months by one way of paying (refunds negative): report_collections. */
export interface Collection {
  how: string;
  entries: number;
  amount_kobo: number;
}
