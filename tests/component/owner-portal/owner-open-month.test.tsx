import { act, configure, render, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";
import type {
  OwnerStatement,
  OwnerTotals,
} from "@/features/owner-portal/types";
import { Component as OwnerLayout } from "@/app/layouts/owner-layout";
import { Component as OwnerRoute } from "@/app/routes/owner-portal/index";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";
import { storeSession } from "../../support/session";
import { servePayouts } from "./payouts-kit";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const RPC = "*/rest/v1/rpc";

/** No report closed in the period: what owner_report_totals answers for an open month. */
const NO_REPORTS: OwnerTotals = {
  revenue_kobo: 0,
  expenses_kobo: 0,
  payout_kobo: 0,
  fuel_kobo: 0,
  maintenance_kobo: 0,
  commission_kobo: 0,
  trips: 0,
  vehicles: 0,
  reports: 0,
};

const month = (over: Partial<OwnerStatement>): OwnerStatement => ({
  period: "2026-11-01",
  status: "open",
  provisional: true,
  closed_at: null,
  paid_at: null,
  vehicles: 2,
  trips: 5,
  revenue_kobo: 3_460_000,
  fuel_kobo: 200_000,
  maintenance_kobo: 0,
  expenses_kobo: 200_000,
  commission_rate_bps: 2000,
  commission_kobo: 692_000,
  payout_kobo: 2_568_000,
  ...over,
});

function servePortal(statements: OwnerStatement[], totals = NO_REPORTS) {
  // The payout sections under the figures (payout-account.test.tsx, owner-payouts.test.tsx).
  servePayouts();
  server.use(
    http.post(`${RPC}/owner_report_totals`, () => HttpResponse.json(totals)),
    http.post(`${RPC}/owner_reports`, () => HttpResponse.json([])),
    http.post(`${RPC}/owner_monthly`, () => HttpResponse.json([])),
    http.post(`${RPC}/owner_vehicles`, () => HttpResponse.json([])),
    http.post(`${RPC}/owner_statements`, () => HttpResponse.json(statements)),
  );
}

function renderPortal(path: string) {
  return render(
    <TestProviders queryClient={createTestQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/owner-portal" element={<OwnerLayout />}>
            <Route index element={<OwnerRoute />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
}

describe("/owner-portal: the month under way and each month's status", () => {
  afterEach(() => {
    act(() => dismissToast());
    window.localStorage.clear();
  });

  it("shows the open month's trips so far instead of ₦0, marked as not yet closed", async () => {
    storeSession("owner");
    servePortal([month({})]);
    renderPortal("/owner-portal?period=month&month=2026-11");
    const revenue = await screen.findByRole("region", {
      name: "Total Revenue",
    });
    await within(revenue).findByText(/34,600\.00/);
    expect(revenue).toHaveTextContent("5 completed trips so far");
    expect(
      screen.getByRole("region", { name: "Net Payout" }),
    ).toHaveTextContent(/25,680\.00.*so far, not yet closed/);
    expect(screen.getByTestId("owner-provisional-note")).toHaveTextContent(
      "November 2026 so far, not yet closed",
    );
    const list = screen.getByRole("list", { name: "Months" });
    const open = within(list).getByRole("listitem");
    expect(open).toHaveTextContent("Open");
    expect(open).toHaveTextContent("Payout so far");
    expect(open).toHaveTextContent("25,680.00");
  });

  it("keeps the cards to closed reports in a span, names the open month beside them, and says when each month was paid", async () => {
    storeSession("owner");
    servePortal(
      [
        month({}),
        month({
          period: "2026-10-01",
          status: "closed",
          provisional: false,
          closed_at: "2026-11-02T09:00:00Z",
          payout_kobo: 1_000_000,
        }),
        month({
          period: "2026-09-01",
          status: "paid",
          provisional: false,
          closed_at: "2026-10-01T09:00:00Z",
          paid_at: "2026-10-05T23:30:00Z",
          payout_kobo: 2_000_000,
        }),
      ],
      { ...NO_REPORTS, revenue_kobo: 10_000_000, trips: 12, reports: 2 },
    );
    renderPortal("/owner-portal?period=ytd");
    const revenue = await screen.findByRole("region", {
      name: "Total Revenue",
    });
    // The cards are the closed months' reports; the open month so far is named beside them.
    await within(revenue).findByText(/100,000\.00/);
    expect(revenue).toHaveTextContent("12 completed trips");
    expect(revenue).not.toHaveTextContent("so far");
    expect(screen.getByTestId("owner-provisional-note")).toHaveTextContent(
      "November 2026 so far, not yet closed: ₦34,600.00 from 5 completed trips, payout ₦25,680.00",
    );
    const items = within(
      screen.getByRole("list", { name: "Months" }),
    ).getAllByRole("listitem");
    expect(items.map((li) => li.dataset.status)).toEqual([
      "open",
      "closed",
      "paid",
    ]);
    expect(items[1]).toHaveTextContent(
      "Closed on Mon, 2 Nov 2026, payment pending",
    );
    expect(items[1]).toHaveTextContent("Owed to you");
    // 23:30 UTC is already the next day in Lagos.
    expect(items[2]).toHaveTextContent("Paid on Tue, 6 Oct 2026");
  });

  it("without an open month, the cards carry no provisional note", async () => {
    storeSession("owner");
    servePortal(
      [
        month({
          status: "closed",
          provisional: false,
          closed_at: "2026-11-02T09:00:00Z",
        }),
      ],
      { ...NO_REPORTS, revenue_kobo: 3_460_000, trips: 5, reports: 1 },
    );
    renderPortal("/owner-portal?period=month&month=2026-10");
    const revenue = await screen.findByRole("region", {
      name: "Total Revenue",
    });
    await within(revenue).findByText(/34,600\.00/);
    expect(revenue).toHaveTextContent("5 completed trips");
    expect(revenue).not.toHaveTextContent("so far");
    expect(screen.queryByTestId("owner-provisional-note")).toBeNull();
  });

  it("offers one sign-out control, worded as the spec's Sign Out", async () => {
    storeSession("owner");
    servePortal([month({})]);
    renderPortal("/owner-portal?period=month&month=2026-11");
    await screen.findByRole("button", { name: "Sign Out" });
    // The nav bar's account actions have loaded (Account) without a second sign-out.
    // (the page itself no longer repeats Account, so this link is the nav bar's).
    await screen.findAllByRole("link", { name: "Account" });
    expect(
      screen.getAllByRole("button", { name: /log ?out|sign ?out/i }),
    ).toHaveLength(1);
  });
});
