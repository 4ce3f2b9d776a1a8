import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";
import { BookingDetailSheet } from "@/features/admin-booking";
import type { LedgerEntry } from "@/features/admin-booking/types";

import { server } from "../../support/msw-server";
import {
  AUDIT,
  BOOKING_ID,
  bookingRow,
  BOOKINGS,
  ledgerRow,
  PAYMENTS,
  renderAdmin,
} from "./bookings-kit";

// A ₦11,100 card payment, ₦3,000 of it refunded, ₦2,000 more on its way, and ₦1,000 in cash.
const card = ledgerRow();
const refunded = ledgerRow({
  id: "r1",
  kind: "refund",
  status: "succeeded",
  amount_kobo: 300_000,
  provider_reference: "3018284",
  refund_of: card.id,
  reason: "Driver arrived 40 minutes late",
  received_at: "2026-11-21T10:00:00Z",
  created_at: "2026-11-21T09:00:00Z",
});
const refunding = ledgerRow({
  id: "r2",
  kind: "refund",
  status: "pending",
  amount_kobo: 200_000,
  provider_reference: null,
  refund_of: card.id,
  reason: "Air conditioning broken",
  created_at: "2026-11-22T09:00:00Z",
});
const cash = ledgerRow({
  id: "k1",
  method: "cash",
  channel: null,
  amount_kobo: 100_000,
  provider_reference: null,
  received_by: "Tunde Bakare",
  received_at: "2026-11-20T18:00:00Z",
  created_at: "2026-11-20T18:00:00Z",
});

/** The sheet of a completed ₦11,100 booking whose ledger answers `rows` (then `after`). */
async function openSheet(rows: LedgerEntry[], after?: LedgerEntry[]) {
  const selects: URLSearchParams[] = [];
  server.use(
    http.get(BOOKINGS, () =>
      HttpResponse.json(bookingRow({ status: "completed" })),
    ),
    http.get(PAYMENTS, ({ request }) => {
      selects.push(new URL(request.url).searchParams);
      return HttpResponse.json(selects.length > 1 && after ? after : rows);
    }),
    http.get(AUDIT, () => HttpResponse.json([])),
  );
  const rendered = renderAdmin(
    <BookingDetailSheet bookingId={BOOKING_ID} open onOpenChange={vi.fn()} />,
  );
  const sheet = await screen.findByRole("dialog", { name: "Booking details" });
  const section = await within(sheet).findByRole("region", {
    name: "Payments",
  });
  await within(section).findByRole("list", { name: "Ledger" });
  return { ...rendered, section, selects };
}

describe("the booking sheet's Payments", { timeout: 20_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("lists every charge and refund: how, status, amount, Paystack reference, when, reason", async () => {
    const { section, selects } = await openSheet([
      card,
      cash,
      refunded,
      refunding,
    ]);
    const select = selects[0]!;
    expect(select.get("booking_id")).toBe(`eq.${BOOKING_ID}`);
    for (const column of ["kind", "channel", "status", "provider_reference"])
      expect(select.get("select")).toContain(column);

    const entry = (name: string) =>
      within(section).getByRole("listitem", { name });
    const paid = entry("Payment of ₦11,100.00");
    expect(paid).toHaveTextContent("Card via Paystack");
    expect(within(paid).getByText("Paid")).toBeVisible();
    expect(paid).toHaveTextContent("PAY-EKO-7F3K2Q-1a2b3c4d");
    expect(paid).toHaveTextContent("Fri, 20 Nov 2026, 10:05");
    const inCash = entry("Payment of ₦1,000.00");
    expect(inCash).toHaveTextContent("Cash");
    expect(inCash).toHaveTextContent("Received by Tunde Bakare");
    expect(inCash).not.toHaveTextContent("Paystack");
    const back = entry("Refund of ₦3,000.00");
    expect(within(back).getByText("Refunded")).toBeVisible();
    expect(back).toHaveTextContent("Reason: Driver arrived 40 minutes late");
    expect(
      within(entry("Refund of ₦2,000.00")).getByText("Pending"),
    ).toBeVisible();

    // ₦3,000 went back; the pending ₦2,000 is on its way, so the ride reads as part refunded.
    expect(within(section).getByText("Part refunded")).toBeVisible();
    expect(section).toHaveTextContent(
      "₦12,100.00 of ₦11,100.00 received · ₦3,000.00 refunded",
    );
    expect(section).toHaveTextContent("Refund on its way: ₦2,000.00");
    expect(
      within(section).getByRole("button", { name: "Refund" }),
    ).toBeVisible();
  });

  it("says Paid for a paid ride, and offers no Refund for money that came in cash", async () => {
    const { section } = await openSheet([
      ledgerRow({ ...cash, amount_kobo: 1_110_000 }),
    ]);
    // The summary badge and the row's status both say it.
    expect(
      within(section)
        .getAllByText("Paid")
        .map((badge) => badge.dataset.value),
    ).toEqual(["paid", "succeeded"]);
    expect(
      within(section).queryByRole("button", { name: "Refund" }),
    ).not.toBeInTheDocument();
  });

  it("says Refunded once everything went back, with nothing left to refund", async () => {
    const { section } = await openSheet([
      card,
      ledgerRow({ ...refunded, amount_kobo: 1_110_000 }),
    ]);
    expect(within(section).getAllByText("Refunded")[0]).toHaveAttribute(
      "data-value",
      "refunded",
    );
    expect(
      within(section).queryByRole("button", { name: "Refund" }),
    ).not.toBeInTheDocument();
  });

  it("says Unpaid with no payment recorded", async () => {
    server.use(
      http.get(BOOKINGS, () => HttpResponse.json(bookingRow())),
      http.get(PAYMENTS, () => HttpResponse.json([])),
      http.get(AUDIT, () => HttpResponse.json([])),
    );
    renderAdmin(
      <BookingDetailSheet bookingId={BOOKING_ID} open onOpenChange={vi.fn()} />,
    );
    const section = await screen.findByRole("region", { name: "Payments" });
    expect(await within(section).findByText("Unpaid")).toBeVisible();
    expect(section).toHaveTextContent("No payments recorded.");
  });
});
