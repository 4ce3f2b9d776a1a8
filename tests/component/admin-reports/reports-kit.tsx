import { configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { vi } from "vitest";

import type {
  OwnerPayout,
  PayoutPlanRow,
  ReportRow,
  ReportSummary,
} from "@/features/admin-reports/types";
import { Component as ReportsRoute } from "@/app/routes/admin/reports";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

export const SUMMARY = "*/rest/v1/rpc/report_summary";
export const ROWS = "*/rest/v1/rpc/report_rows";
export const MONTHLY = "*/rest/v1/rpc/report_monthly";
export const PERIODS = "*/rest/v1/report_periods";
export const SOURCES = "*/rest/v1/rpc/report_sources";
export const CLOSE = "*/rest/v1/rpc/close_period";
export const PLAN = "*/rest/v1/rpc/period_payout_plan";
export const PAYOUTS = "*/rest/v1/owner_payouts";
export const PERIOD_PAYMENTS = "*/rest/v1/rpc/period_payments";
export const COLLECTIONS = "*/rest/v1/rpc/report_collections";
export const PAY_PERIOD = "*/functions/v1/payouts/pay-period";
export const RETRY = "*/functions/v1/payouts/retry";

export function planRow(overrides: Partial<PayoutPlanRow> = {}): PayoutPlanRow {
  return {
    owner_id: "0a000000-0000-4000-8000-000000000001",
    owner_name: "Ada Obi",
    amount_kobo: 369_500_000,
    vehicles: 2,
    account_label: "GTBank ••••6789 · Ada Obi",
    can_transfer: true,
    payout_id: null,
    payout_status: null,
    payout_method: null,
    ...overrides,
  };
}

export function payoutRow(overrides: Partial<OwnerPayout> = {}): OwnerPayout {
  return {
    id: "0b000000-0000-4000-8000-000000000001",
    period: "2026-09-01",
    owner_id: "0a000000-0000-4000-8000-000000000001",
    owner_name: "Ada Obi",
    amount_kobo: 369_500_000,
    method: "paystack_transfer",
    status: "pending",
    reference: "PO-202609-1a2b3c4d",
    bank_reference: null,
    account_label: "GTBank ••••6789 · Ada Obi",
    failure_reason: null,
    created_at: "2026-10-10T14:00:00Z",
    completed_at: null,
    ...overrides,
  };
}

export function reportRow(overrides: Partial<ReportRow> = {}): ReportRow {
  return {
    id: "30000000-0000-4000-8000-000000000001",
    vehicle_id: "f0000000-0000-4000-8000-000000000001",
    period: "2026-09-01",
    period_status: "open",
    model: "Lexus LX 600",
    registration_number: "EKY-664RT",
    owner: "Tunde Bakare",
    trips: 14,
    revenue_kobo: 490_000_000,
    fuel_kobo: 18_000_000,
    maintenance_kobo: 4_500_000,
    expenses_kobo: 22_500_000,
    commission_rate_bps: 2000,
    commission_kobo: 98_000_000,
    payout_kobo: 369_500_000,
    ...overrides,
  };
}

export const summary: ReportSummary = {
  revenue_kobo: 712_345_650,
  fuel_kobo: 30_000_000,
  maintenance_kobo: 12_000_000,
  expenses_kobo: 42_000_000,
  commission_kobo: 142_469_130,
  payout_kobo: 527_876_520,
  trips: 23,
  vehicles: 2,
  reports: 2,
  open_periods: 1,
  paid_periods: 0,
};

export const postgrestError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/** Every read the screen makes answers; tests override what they need. */
export function serveReports({
  rows = [reportRow()],
  period = [] as Record<string, unknown>[],
}: { rows?: ReportRow[]; period?: Record<string, unknown>[] } = {}) {
  server.use(
    http.post(SUMMARY, () => HttpResponse.json(summary)),
    http.post(ROWS, () => HttpResponse.json(rows)),
    http.post(MONTHLY, () =>
      HttpResponse.json([
        {
          period: "2026-08-01",
          revenue_kobo: 600_000_000,
          expenses_kobo: 40_000_000,
          payout_kobo: 440_000_000,
        },
        {
          period: "2026-09-01",
          revenue_kobo: 712_345_650,
          expenses_kobo: 42_000_000,
          payout_kobo: 527_876_520,
        },
      ]),
    ),
    http.get(PERIODS, () => HttpResponse.json(period)),
    http.get(PAYOUTS, () => HttpResponse.json([])),
    http.post(PERIOD_PAYMENTS, () => HttpResponse.json([])),
    http.post(COLLECTIONS, () => HttpResponse.json([])),
  );
}

export function renderReports(path = "/admin/reports?from=2026-09") {
  const queryClient = createTestQueryClient();
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/reports" element={<ReportsRoute />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup(), queryClient, ...view };
}
