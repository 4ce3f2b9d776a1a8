import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import {
  answer,
  charge,
  LATER,
  openRidePage,
  paid,
  payment,
  REFERENCE,
  refund,
  ride,
  RIDE_STATUS,
  SETTLE,
  TOKEN,
} from "./payment-kit";

const CANCEL_RIDE = "*/rest/v1/rpc/cancel_ride";
const IN_TWO_HOURS = () => new Date(Date.now() + 2 * 3_600_000).toISOString();

const refundPending = payment({
  state: "refund_pending",
  paid_kobo: 4_250_000,
  due_kobo: 0,
  can_pay: false,
  payments: [charge(), refund()],
});

describe("cancelling a paid ride", { timeout: 20_000 }, () => {
  it("asks the payments function to send the refund, and shows it on its way", async () => {
    const cancelled = ride({
      status: "cancelled",
      stage: "cancelled",
      cancelled_at: new Date().toISOString(),
      cancelled_by: "rider",
      cancellation_reason: "Plans changed",
      can_cancel: false,
    });
    const cancels = answer(CANCEL_RIDE, cancelled);
    // The settle answers ride_payment's jsonb after sending the refund.
    const settles = answer(SETTLE, refundPending);
    const { user } = openRidePage(
      ride({ cancel_cutoff_at: IN_TWO_HOURS() }),
      (_body: unknown, call: number) =>
        HttpResponse.json(call <= 2 ? paid() : refundPending),
    );
    const region = await screen.findByRole(
      "region",
      { name: "Payment" },
      LATER,
    );
    expect(within(region).getByText("Paid")).toBeVisible();
    const cancel = await screen.findByRole(
      "button",
      { name: `Cancel ride ${REFERENCE}` },
      LATER,
    );
    // From now on the ride reads as cancelled, as the database would answer.
    answer(RIDE_STATUS, cancelled);
    await user.click(cancel);
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("radio", { name: "Plans changed" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );
    await waitFor(() => expect(cancels).toHaveLength(1));
    await waitFor(() =>
      expect(settles).toEqual([{ reference: REFERENCE, token: TOKEN }]),
    );
    const after = await screen.findByRole("region", { name: "Payment" }, LATER);
    expect(
      await within(after).findByText(
        "Refund on its way",
        { selector: "[data-slot=badge]" },
        LATER,
      ),
    ).toBeVisible();
    expect(after).toHaveTextContent("₦42,500.00 is on its way back");
  });

  it("keeps the cancellation, and shows the refund the ledger holds, when sending it fails", async () => {
    const cancelled = ride({
      status: "cancelled",
      stage: "cancelled",
      cancelled_by: "rider",
      can_cancel: false,
    });
    const cancels = answer(CANCEL_RIDE, cancelled);
    const settles = answer(SETTLE, () =>
      HttpResponse.json(
        { error: { message: "The payment service is not answering." } },
        { status: 502 },
      ),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    // The ledger holds the pending refund from the cancellation on, however often it is read.
    const { user } = openRidePage(
      ride({ cancel_cutoff_at: IN_TWO_HOURS() }),
      () => HttpResponse.json(cancels.length > 0 ? refundPending : paid()),
    );
    const cancel = await screen.findByRole(
      "button",
      { name: `Cancel ride ${REFERENCE}` },
      LATER,
    );
    // From now on the ride reads as cancelled, as the database would answer.
    answer(RIDE_STATUS, cancelled);
    await user.click(cancel);
    const dialog = await screen.findByRole("dialog");
    await user.click(
      within(dialog).getByRole("radio", { name: "Plans changed" }),
    );
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel ride" }),
    );
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Ride cancelled" },
        LATER,
      ),
    ).toBeVisible();
    await waitFor(() => expect(settles).toHaveLength(1));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "payments (settle) failed",
        expect.anything(),
      ),
    );
    // The ledger already holds the pending refund the cancellation wrote.
    expect(
      await screen.findByText(
        "Refund on its way",
        { selector: "[data-slot=badge]" },
        LATER,
      ),
    ).toBeVisible();
    warn.mockRestore();
  });
});
