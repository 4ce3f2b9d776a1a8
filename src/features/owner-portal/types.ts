import type { Database, Tables } from "@/lib/database.types";

type Fns = Database["public"]["Functions"];

/** One revenue report of the owner's vehicle: the table's row and its payout breakdown. */
export type OwnerReport = Fns["owner_reports"]["Returns"][number];
/** One month of the payout chart. */
export type OwnerMonth = Fns["owner_monthly"]["Returns"][number];
/** One of the owner's vehicles: status, trips, utilisation and next service in the period. */
export type OwnerVehicle = Fns["owner_vehicles"]["Returns"][number];
/**
 * One month of the owner's statements: closed or paid from its reports, or open (provisional)
 * summed live from the trips completed so far (owner_statements).
 */
export type OwnerStatement = Omit<
  Fns["owner_statements"]["Returns"][number],
  "closed_at" | "paid_at"
> & {
  // Null while the month is open (closed_at) or unpaid (paid_at); the generator cannot say so.
  closed_at: string | null;
  paid_at: string | null;
};
/** One trip or log behind a report (report_sources). */
export type OwnerReportSource = Fns["report_sources"]["Returns"][number];

/** The cards: owner_report_totals() over the period. Kobo. */
export interface OwnerTotals {
  revenue_kobo: number;
  expenses_kobo: number;
  payout_kobo: number;
  fuel_kobo: number;
  maintenance_kobo: number;
  commission_kobo: number;
  trips: number;
  vehicles: number;
  reports: number;
}

/** One payout to the owner (owner_payouts; row-level security gives the owner their own). */
export type OwnerPayout = Pick<
  Tables<"owner_payouts">,
  | "id"
  | "period"
  | "amount_kobo"
  | "method"
  | "status"
  | "reference"
  | "bank_reference"
  | "account_label"
  | "failure_reason"
  | "created_at"
  | "completed_at"
>;

/** The owner's verified payout account as the portal shows it (owner_bank_accounts). */
export type PayoutAccount = Pick<
  Tables<"owner_bank_accounts">,
  "bank_code" | "bank_name" | "account_number" | "account_name" | "verified_at"
>;

/** One bank Paystack can pay into, from the payouts function's list. */
export interface Bank {
  name: string;
  code: string;
}
