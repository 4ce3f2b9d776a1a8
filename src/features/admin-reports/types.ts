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
