import { configure, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { NO_PAYOUTS } from "@/features/owner-portal/components/owner-payouts";

import { server } from "../../support/msw-server";
import {
  payout,
  PAYOUTS,
  renderPayoutSections,
  servePayouts,
} from "./payouts-kit";

configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

const payoutsTable = () => screen.findByRole("table", { name: "Payouts" });
const row = (name: string) => screen.getByRole("row", { name });

describe("owner portal: payouts", () => {
  it("none yet: says so, and what will show", async () => {
    servePayouts();
    renderPayoutSections();
    expect(await screen.findByText(NO_PAYOUTS)).toBeVisible();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("lists each payout newest month first with amount, method, status, reference and date", async () => {
    const asked = servePayouts({
      payouts: [
        payout({
          id: "70000000-0000-4000-8000-000000000004",
          period: "2026-10-01",
          status: "pending",
          reference: "PO-202610-aaaa0004",
          amount_kobo: 12_345_600,
          created_at: "2026-11-03T10:00:00Z",
          completed_at: null,
        }),
        payout({
          id: "70000000-0000-4000-8000-000000000003",
          period: "2026-09-01",
          method: "bank_transfer",
          reference: "PO-202609-aaaa0003",
          bank_reference: "FT2610ABC123",
          account_label: null,
          completed_at: "2026-10-04T09:00:00Z",
        }),
        payout({
          id: "70000000-0000-4000-8000-000000000002",
          period: "2026-08-01",
          status: "failed",
          reference: "PO-202608-aaaa0002",
          failure_reason: "Account is dormant",
          completed_at: "2026-09-05T09:00:00Z",
        }),
        payout({
          id: "70000000-0000-4000-8000-000000000001",
          period: "2026-07-01",
          status: "reversed",
          reference: "PO-202607-aaaa0001",
          completed_at: "2026-08-06T09:00:00Z",
        }),
      ],
    });
    renderPayoutSections();
    const table = await payoutsTable();
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.getAttribute("aria-label"))).toEqual([
      "October 2026: Pending",
      "September 2026: Paid",
      "August 2026: Failed",
      "July 2026: Reversed",
    ]);

    const pending = row("October 2026: Pending");
    expect(pending).toHaveTextContent("₦123,456.00");
    expect(pending).toHaveTextContent("Paystack transfer");
    expect(pending).toHaveTextContent("GTBank ••••6789 · Ada Obi");
    expect(pending).toHaveTextContent("PO-202610-aaaa0004");
    // Pending: the day it was started.
    expect(pending).toHaveTextContent("Tue, 3 Nov 2026");

    const paid = row("September 2026: Paid");
    expect(paid).toHaveTextContent("Bank transfer");
    expect(paid).toHaveTextContent("Bank reference FT2610ABC123");
    // Paid: the day the money moved.
    expect(paid).toHaveTextContent("Sun, 4 Oct 2026");

    expect(row("August 2026: Failed")).toHaveTextContent("Account is dormant");
    expect(row("July 2026: Reversed")).toHaveTextContent(
      "This transfer did not reach your account; we will send it again.",
    );
    // The newest first, asked of the database, one row past the page to know if there are more.
    expect(asked[0]?.searchParams.get("order")).toBe(
      "period.desc,created_at.desc",
    );
    expect(asked[0]?.searchParams.get("limit")).toBe("13");
    expect(
      screen.queryByRole("button", { name: "Show older payouts" }),
    ).not.toBeInTheDocument();
  });

  it("pages: Show older payouts asks for twelve more and keeps the first ones", async () => {
    const many = Array.from({ length: 14 }, (_, index) =>
      payout({
        id: `70000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
        period: `20${String(25 - Math.floor(index / 12))}-${String(12 - (index % 12)).padStart(2, "0")}-01`,
        reference: `PO-${index}`,
      }),
    );
    const asked = servePayouts({ payouts: many });
    const { user } = renderPayoutSections();
    const table = await payoutsTable();
    expect(within(table).getAllByRole("row")).toHaveLength(13);
    await user.click(
      screen.getByRole("button", { name: "Show older payouts" }),
    );
    await vi.waitFor(() =>
      expect(within(table).getAllByRole("row")).toHaveLength(15),
    );
    expect(asked.at(-1)?.searchParams.get("limit")).toBe("25");
    expect(
      screen.queryByRole("button", { name: "Show older payouts" }),
    ).not.toBeInTheDocument();
  });

  it("says when the payouts cannot be read, with a retry that reads them", async () => {
    servePayouts();
    let fail = true;
    server.use(
      http.get(PAYOUTS, () =>
        fail
          ? HttpResponse.json({ message: "down" }, { status: 500 })
          : HttpResponse.json([payout()]),
      ),
    );
    const { user } = renderPayoutSections();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error fetching payouts");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("row", { name: "October 2026: Paid" }),
    ).toBeVisible();
  });
});
