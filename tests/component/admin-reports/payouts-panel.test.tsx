import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import type { OwnerPayout } from "@/features/admin-reports/types";

import { server } from "../../support/msw-server";
import {
  payoutRow,
  PAYOUTS,
  PERIOD_PAYMENTS,
  PLAN,
  planRow,
  renderReports,
  RETRY,
  serveReports,
} from "./reports-kit";

const paid = [
  {
    period: "2026-09-01",
    status: "paid",
    closed_at: "2026-10-03T09:00:00Z",
    paid_at: "2026-10-10T14:00:00Z",
    commission_rate_bps: 2000,
  },
];

const DAYO = "0a000000-0000-4000-8000-000000000004";
const payouts: OwnerPayout[] = [
  // Ada's first transfer failed and was retried: only the retry can be retried again.
  payoutRow({
    id: "p-ada-1",
    status: "failed",
    failure_reason: "Account name mismatch",
  }),
  payoutRow({ id: "p-ada-2", created_at: "2026-10-10T15:00:00Z" }),
  payoutRow({
    id: "p-bayo",
    owner_id: null,
    owner_name: "Bayo Cole",
    amount_kobo: 120_000_000,
    method: "bank_transfer",
    status: "succeeded",
    bank_reference: "FBN/2026/10/0042",
    account_label: null,
    completed_at: "2026-10-10T14:00:00Z",
  }),
  payoutRow({
    id: "p-dayo",
    owner_id: DAYO,
    owner_name: "Dayo Ade",
    amount_kobo: 80_000_000,
    status: "reversed",
    failure_reason: "The bank returned the transfer.",
  }),
];

function panelRow(name: string): HTMLElement {
  const rows = screen
    .getByRole("table", { name: "Payouts for September 2026" })
    .querySelectorAll<HTMLElement>("tbody tr");
  return [...rows].find((row) => row.textContent!.includes(name))!;
}

describe("the payouts of a paid month", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("shows each payout's status, and Retry only on the latest one that did not arrive", async () => {
    serveReports({ period: paid });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(PAYOUTS, ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json(payouts);
      }),
    );
    renderReports();
    await screen.findByRole("table", { name: "Payouts for September 2026" });
    expect(asked[0]!.get("period")).toBe("eq.2026-09-01");

    const rows = screen
      .getByRole("table", { name: "Payouts for September 2026" })
      .querySelectorAll("tbody tr");
    const statuses = [...rows].map(
      (row) => row.querySelector("[data-slot=badge]")!.textContent,
    );
    expect(statuses).toEqual(["Failed", "Pending", "Paid", "Reversed"]);
    expect(rows[0]).toHaveTextContent("Account name mismatch");
    expect(within(rows[0] as HTMLElement).queryByRole("button")).toBeNull();
    expect(within(rows[1] as HTMLElement).queryByRole("button")).toBeNull();
    const bayo = panelRow("Bayo Cole");
    expect(bayo).toHaveTextContent("Bank transfer");
    expect(bayo).toHaveTextContent("FBN/2026/10/0042");
    expect(bayo).toHaveTextContent("₦1,200,000.00");
    expect(
      within(panelRow("Dayo Ade")).getByRole("button", {
        name: "Retry the payout to Dayo Ade",
      }),
    ).toBeVisible();
    // A phone card per payout: owner first, Retry beside it, then labelled lines.
    expect(rows[3]!.className).toContain("max-md:grid");
    expect(
      [...rows[3]!.querySelectorAll("td")].map((td) => td.dataset.phone),
    ).toEqual(["title", "detail", "detail", "detail", "detail", "actions"]);
  });

  it("retries a reversed payout as a bank transfer with its reference", async () => {
    serveReports({ period: paid });
    let sent: unknown;
    let retried = false;
    server.use(
      http.get(PAYOUTS, () =>
        HttpResponse.json(
          retried
            ? [
                ...payouts,
                payoutRow({
                  id: "p-dayo-2",
                  owner_id: DAYO,
                  owner_name: "Dayo Ade",
                  method: "bank_transfer",
                  status: "succeeded",
                  bank_reference: "ZEN-77",
                }),
              ]
            : payouts,
        ),
      ),
      http.post(PLAN, () =>
        HttpResponse.json([
          planRow({
            owner_id: DAYO,
            owner_name: "Dayo Ade",
            can_transfer: false,
          }),
        ]),
      ),
      http.post(RETRY, async ({ request }) => {
        sent = await request.json();
        retried = true;
        return HttpResponse.json({ payout: {} });
      }),
    );
    const { user } = renderReports();
    await screen.findByRole("table", { name: "Payouts for September 2026" });
    await user.click(
      screen.getByRole("button", { name: "Retry the payout to Dayo Ade" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Retry payout" });
    const dayo = await within(dialog).findByRole("group", { name: "Dayo Ade" });
    expect(within(dayo).getAllByRole("radio")).toHaveLength(1);
    await user.click(
      within(dialog).getByRole("button", { name: "Retry payout" }),
    );
    expect(
      await within(dialog).findByText(
        "Enter the bank transfer reference for Dayo Ade.",
      ),
    ).toBeVisible();
    await user.type(
      within(dayo).getByLabelText(/Transfer reference/),
      "ZEN-77",
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Retry payout" }),
    );

    expect(await screen.findByText("Payout Sent")).toBeVisible();
    expect(sent).toEqual({
      payout_id: "p-dayo",
      method: "bank_transfer",
      bank_reference: "ZEN-77",
    });
    await screen.findByText("ZEN-77");
    expect(
      screen.queryByRole("button", { name: "Retry the payout to Dayo Ade" }),
    ).toBeNull();
  });

  it("says how the month's trips were paid: totals by way, then every trip", async () => {
    serveReports({ period: paid });
    const trip = (reference: string, how: string, paidKobo: number) => ({
      booking_reference: reference,
      vehicle_plate: "EKY-664RT",
      completed_at: "2026-09-14T11:00:00Z",
      fare_kobo: 1_000_000,
      paid_kobo: paidKobo,
      refunded_kobo: 0,
      paid_how: how,
    });
    server.use(
      http.post(PERIOD_PAYMENTS, () =>
        HttpResponse.json([
          trip("EKO-AAAAAA", "Card", 1_000_000),
          trip("EKO-BBBBBB", "Cash", 1_000_000),
          trip("EKO-CCCCCC", "Card", 1_000_000),
          {
            ...trip("EKO-DDDDDD", "Card + Cash", 800_000),
            refunded_kobo: 200_000,
          },
          trip("EKO-EEEEEE", "Unpaid", 0),
        ]),
      ),
    );
    renderReports();
    const section = await screen.findByRole("region", {
      name: "How September 2026's trips were paid",
    });
    const totals = within(section).getByRole("list", {
      name: "Totals by how paid",
    });
    expect(
      within(totals)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Card · 2 trips · ₦20,000.00",
      "Cash · 1 trip · ₦10,000.00",
      "Card + Cash · 1 trip · ₦8,000.00",
      "Unpaid · 1 trip · ₦10,000.00 due",
    ]);
    const table = within(section).getByRole("table");
    const rows = table.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(5);
    expect(rows[3]).toHaveTextContent("EKO-DDDDDD");
    expect(rows[3]).toHaveTextContent("₦8,000.00₦2,000.00 refunded");
    expect(rows[0]).toHaveTextContent("Mon, 14 Sept 2026, 12:00");
    expect(rows[0]!.className).toContain("max-md:grid");
  });
});
