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
  REFUND,
  renderAdmin,
} from "./bookings-kit";

const card = ledgerRow();
const pendingRefund = ledgerRow({
  id: "r1",
  kind: "refund",
  status: "pending",
  amount_kobo: 400_000,
  provider_reference: null,
  refund_of: card.id,
  reason: "Driver arrived 40 minutes late",
  created_at: "2026-11-21T09:00:00Z",
});

/** The sheet of a ₦11,100 card-paid booking; the ledger answers `after` once a refund went in. */
async function openRefund(after: LedgerEntry[] = [card]) {
  let reads = 0;
  server.use(
    http.get(BOOKINGS, () =>
      HttpResponse.json(bookingRow({ status: "completed" })),
    ),
    http.get(PAYMENTS, () => {
      reads += 1;
      return HttpResponse.json(reads === 1 ? [card] : after);
    }),
    http.get(AUDIT, () => HttpResponse.json([])),
  );
  const rendered = renderAdmin(
    <BookingDetailSheet bookingId={BOOKING_ID} open onOpenChange={vi.fn()} />,
  );
  const section = await screen.findByRole("region", { name: "Payments" });
  await rendered.user.click(
    await within(section).findByRole("button", { name: "Refund" }),
  );
  const dialog = await screen.findByRole("dialog", { name: "Refund payment" });
  return { ...rendered, dialog, section, reads: () => reads };
}

describe("Refund payment", { timeout: 20_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("offers everything refundable, and asks for a reason and an amount it can return", async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(REFUND, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ refunds: [] });
      }),
    );
    const { user, dialog } = await openRefund();
    const amount = within(dialog).getByLabelText(/Amount/);
    expect(amount).toHaveValue("11100");

    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText("Give a reason for the refund."),
    ).toBeVisible();

    await user.clear(amount);
    await user.type(amount, "11100.01");
    await user.type(within(dialog).getByLabelText(/Reason/), "Late pickup");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText(
        "That is more than the ₦11,100.00 left to refund.",
      ),
    ).toBeVisible();

    await user.clear(amount);
    await user.type(amount, "0");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));
    expect(
      await within(dialog).findByText("Enter an amount above zero."),
    ).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it("sends the amount in kobo with the reason, says Refund started and shows the new row", async () => {
    let sent: unknown;
    server.use(
      http.post(REFUND, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ refunds: [pendingRefund] });
      }),
    );
    const { user, dialog, section } = await openRefund([card, pendingRefund]);
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, "4000");
    await user.type(
      within(dialog).getByLabelText(/Reason/),
      "  Driver arrived 40 minutes late ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Refund started")).toBeVisible();
    expect(sent).toEqual({
      booking_id: BOOKING_ID,
      amount_kobo: 400_000,
      reason: "Driver arrived 40 minutes late",
    });
    expect(dialog).not.toBeInTheDocument();
    expect(
      await within(section).findByRole("listitem", {
        name: "Refund of ₦4,000.00",
      }),
    ).toHaveTextContent("Reason: Driver arrived 40 minutes late");
    expect(section).toHaveTextContent("Refund on its way: ₦4,000.00");
    expect(within(section).getByText("Part refunded")).toBeVisible();
  });

  it("shows the server's refusal in the error toast and keeps what was typed", async () => {
    server.use(
      http.post(REFUND, () =>
        HttpResponse.json(
          {
            error: {
              message: "That is more than the ₦7,100.00 left to refund.",
              code: "conflict",
            },
          },
          { status: 409 },
        ),
      ),
    );
    const { user, dialog } = await openRefund();
    const amount = within(dialog).getByLabelText(/Amount/);
    await user.clear(amount);
    await user.type(amount, "8000");
    const reason = within(dialog).getByLabelText(/Reason/);
    await user.type(reason, "Rider overcharged");
    await user.click(within(dialog).getByRole("button", { name: "Refund" }));

    expect(await screen.findByText("Error refunding payment")).toBeVisible();
    expect(
      screen.getByText("That is more than the ₦7,100.00 left to refund."),
    ).toBeVisible();
    expect(dialog).toBeInTheDocument();
    expect(amount).toHaveValue("8000");
    expect(reason).toHaveValue("Rider overcharged");
    expect(
      within(dialog).getByRole("button", { name: "Refund" }),
    ).toBeEnabled();
  });
});
