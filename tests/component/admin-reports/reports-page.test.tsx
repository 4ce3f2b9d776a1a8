import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  CLOSE,
  MONTHLY,
  PAY_PERIOD,
  PERIODS,
  PLAN,
  planRow,
  postgrestError,
  renderReports,
  reportRow,
  ROWS,
  serveReports,
  summary,
  SUMMARY,
} from "./reports-kit";

/** "₦7,123,456.50" → 712345650, whatever sign and separators the runtime's Intl uses. */
const kobo = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));
const cardValue = (name: string) =>
  kobo(
    within(screen.getByRole("region", { name })).getAllByRole("paragraph")[0]!
      .textContent,
  );

describe("/admin/reports", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("shows the database's totals and rows for the URL's months, and the chart's twelve months", async () => {
    const asked: Record<string, unknown>[] = [];
    serveReports({
      rows: [
        reportRow(),
        reportRow({
          id: "r2",
          model: "Toyota Corolla",
          payout_kobo: -1_500_000,
        }),
      ],
    });
    server.use(
      http.post(SUMMARY, async ({ request }) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(summary);
      }),
      http.post(MONTHLY, async ({ request }) => {
        asked.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json([]);
      }),
    );
    renderReports("/admin/reports?from=2026-07&to=2026-09");

    const row = (await screen.findByText("Lexus LX 600")).closest("tr")!;
    expect(within(row).getByText("EKY-664RT")).toBeInTheDocument();
    expect(within(row).getByText("Tunde Bakare")).toBeInTheDocument();
    expect(within(row).getByText("Closed")).toBeInTheDocument();
    expect(kobo(within(row).getAllByRole("cell")[8]!.textContent)).toBe(
      369_500_000,
    );
    const negative = screen.getByText("Toyota Corolla").closest("tr")!;
    expect(within(negative).getAllByRole("cell")[8]!.textContent).toMatch(/^-/);
    expect(cardValue("Revenue")).toBe(summary.revenue_kobo);
    expect(cardValue("Expenses")).toBe(summary.expenses_kobo);
    expect(cardValue("Commission")).toBe(summary.commission_kobo);
    expect(cardValue("Payout")).toBe(summary.payout_kobo);
    expect(asked).toContainEqual({ p_from: "2026-07-01", p_to: "2026-09-01" });
    expect(asked).toContainEqual({ p_from: "2025-10-01", p_to: "2026-09-01" });
    // A span of months has no single period to close.
    expect(screen.queryByRole("button", { name: "Close period" })).toBeNull();
  });

  it("closes a month after confirmation, then marks it paid", async () => {
    const calls: { fn: string; body: unknown }[] = [];
    let status: string | null = null;
    serveReports();
    server.use(
      http.get(PERIODS, () =>
        HttpResponse.json(
          status
            ? [
                {
                  period: "2026-09-01",
                  status,
                  closed_at: "2026-10-03T09:00:00Z",
                  paid_at: status === "paid" ? "2026-10-10T14:00:00Z" : null,
                  commission_rate_bps: 2000,
                },
              ]
            : [],
        ),
      ),
      http.post(CLOSE, async ({ request }) => {
        calls.push({ fn: "close", body: await request.json() });
        status = "open";
        return HttpResponse.json({ period: "2026-09-01", status: "open" });
      }),
      http.post(PLAN, () =>
        HttpResponse.json([planRow({ can_transfer: false })]),
      ),
      http.post(PAY_PERIOD, async ({ request }) => {
        calls.push({ fn: "pay", body: await request.json() });
        status = "paid";
        return HttpResponse.json({ payouts: [] });
      }),
    );
    const { user } = renderReports();
    const group = await screen.findByRole("group", {
      name: "September 2026 status",
    });
    expect(within(group).getByText("Open")).toBeInTheDocument();

    await user.click(
      within(group).getByRole("button", { name: "Close period" }),
    );
    const confirm = await screen.findByRole("alertdialog", {
      name: "Close September 2026?",
    });
    expect(calls).toEqual([]);
    await user.click(
      within(confirm).getByRole("button", { name: "Close period" }),
    );
    expect(await screen.findByText("Period Closed")).toBeInTheDocument();
    expect(calls).toEqual([{ fn: "close", body: { p_period: "2026-09-01" } }]);
    expect(await within(group).findByText("Closed")).toBeInTheDocument();
    expect(within(group).getByRole("button", { name: "Re-run" })).toBeEnabled();

    await user.click(
      within(group).getByRole("button", { name: "Mark as paid" }),
    );
    const pay = await screen.findByRole("dialog", { name: "Pay owners" });
    await user.type(
      await within(pay).findByLabelText(/Transfer reference/),
      "GTB-000111",
    );
    await user.click(within(pay).getByRole("button", { name: "Pay owners" }));
    expect(await screen.findByText("Period Paid")).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      fn: "pay",
      body: {
        period: "2026-09-01",
        payouts: [
          {
            owner_id: planRow().owner_id,
            owner_name: "Ada Obi",
            method: "bank_transfer",
            bank_reference: "GTB-000111",
          },
        ],
      },
    });
    expect(await within(group).findByText("Paid")).toBeInTheDocument();
    expect(within(group).queryByRole("button")).toBeNull();
  });

  it("shows the database's refusal of a close", async () => {
    serveReports({
      period: [
        {
          period: "2026-09-01",
          status: "open",
          closed_at: "2026-10-03T09:00:00Z",
          paid_at: null,
          commission_rate_bps: 2000,
        },
      ],
    });
    server.use(
      http.post(CLOSE, () =>
        postgrestError(
          409,
          "PT409",
          "September 2026 is paid: it cannot be closed again.",
        ),
      ),
    );
    const { user } = renderReports();
    const group = await screen.findByRole("group", {
      name: "September 2026 status",
    });
    await user.click(
      await within(group).findByRole("button", { name: "Re-run" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Re-run",
      }),
    );
    expect(await screen.findByText("Error closing period")).toBeInTheDocument();
    expect(
      screen.getByText("September 2026 is paid: it cannot be closed again."),
    ).toBeInTheDocument();
    // The dialog stays for another try or a cancel.
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });

  it("raises Error fetching reports when a read fails", async () => {
    serveReports();
    server.use(http.post(SUMMARY, () => postgrestError(500, "XX000", "boom")));
    renderReports();
    // The cards have no text of their own for a failure: this is the toast.
    expect(
      await screen.findByText("Error fetching reports"),
    ).toBeInTheDocument();
    expect(await screen.findByText("Lexus LX 600")).toBeInTheDocument();
  });

  it("says so in place of the table when the rows cannot be read", async () => {
    serveReports();
    server.use(http.post(ROWS, () => postgrestError(500, "XX000", "boom")));
    renderReports();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error fetching reports",
    );
    expect(await screen.findAllByText("Error fetching reports")).toHaveLength(
      2,
    );
  });
});
