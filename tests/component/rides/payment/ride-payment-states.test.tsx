import { screen, waitFor, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";

import { paths } from "@/config/paths";
import { rideCheckout, rideQueries } from "@/features/rides/api/queries";
import type * as RidePaymentModule from "@/features/rides/api/ride-payment";

import { server } from "../../../support/msw-server";
import { renderRoute } from "../../../support/render-app";
import {
  answer,
  charge,
  CHECKOUT,
  LATER,
  openRidePage,
  paid,
  payment,
  REFERENCE,
  refund,
  ride,
  RIDE_PAYMENT,
  RIDE_STATUS,
  TOKEN,
} from "./payment-kit";

vi.mock("@/features/rides/api/ride-payment", async (original) => ({
  ...(await original<typeof RidePaymentModule>()),
  openCheckout: vi.fn(),
}));

const card = () => screen.findByRole("region", { name: "Payment" }, LATER);

describe("the ride page's payment card", { timeout: 20_000 }, () => {
  it("asks for the payment once the ride's status is on screen, not before it", async () => {
    const order: string[] = [];
    // The status is the page's first paint; the money follows with the card's own download.
    server.use(
      http.post(RIDE_STATUS, async () => {
        await delay(50);
        order.push("ride_status");
        return HttpResponse.json(ride());
      }),
      http.post(RIDE_PAYMENT, () => {
        order.push(
          screen.queryByRole("heading", { level: 1, name: "Ride confirmed" })
            ? "ride_payment after the status"
            : "ride_payment before the status",
        );
        return HttpResponse.json(payment());
      }),
    );
    renderRoute(paths.ride.href(REFERENCE, TOKEN));
    expect(await card()).toBeInTheDocument();
    expect(order).toEqual(["ride_status", "ride_payment after the status"]);
  });

  it("offers Pay now and cash while unpaid; Pay now opens the server's checkout", async () => {
    const checkouts = answer(CHECKOUT, {
      authorization_url: "https://checkout.paystack.com/abc123",
      access_code: "abc123",
      payment_reference: "PAY-EKO-PAY2X3-1A2B3C4D",
    });
    const { user } = openRidePage(ride(), payment());
    const region = await card();
    expect(
      within(region).getByText(
        "Or pay your chauffeur in cash at the end of the ride.",
      ),
    ).toBeVisible();
    expect(region).toHaveTextContent("₦42,500.00 to pay.");
    expect(within(region).queryByText("Paid")).toBeNull();
    await user.click(within(region).getByRole("button", { name: "Pay now" }));
    await waitFor(() =>
      expect(rideCheckout.open).toHaveBeenCalledWith(
        "https://checkout.paystack.com/abc123",
      ),
    );
    // The browser names the ride, never an amount: the server decides what is due.
    expect(checkouts).toEqual([{ reference: REFERENCE, token: TOKEN }]);
    expect(
      within(region).getByRole("button", { name: "Pay now" }),
    ).toBeDisabled();
  });

  it("says Paid, how and with which reference, and links the receipt", async () => {
    openRidePage(ride(), paid());
    const region = await card();
    expect(within(region).getByText("Paid")).toBeVisible();
    expect(
      within(region).getByText("Paid by card · PAY-EKO-PAY2X3-1A2B3C4D"),
    ).toBeVisible();
    expect(
      within(region).queryByRole("button", { name: "Pay now" }),
    ).toBeNull();
    expect(
      within(region).getByRole("link", { name: "Receipt" }),
    ).toHaveAttribute("href", paths.rideReceipt.href(REFERENCE, TOKEN));
  });

  it("shows what is still due on a part-paid ride, with Pay now for the rest", async () => {
    openRidePage(
      ride(),
      payment({
        state: "part_paid",
        paid_kobo: 1_000_000,
        due_kobo: 3_250_000,
        payments: [
          charge({
            method: "cash",
            channel: null,
            provider_reference: null,
            amount_kobo: 1_000_000,
          }),
        ],
      }),
    );
    const region = await card();
    expect(within(region).getByText("Part paid")).toBeVisible();
    expect(region).toHaveTextContent("₦10,000.00 paid, ₦32,500.00 still due.");
    expect(within(region).getByText("Paid in cash")).toBeVisible();
    expect(
      within(region).getByRole("button", { name: "Pay now" }),
    ).toBeEnabled();
  });

  it("says a refund is on its way after a cancellation, then Refunded", async () => {
    const cancelled = ride({
      status: "cancelled",
      stage: "cancelled",
      cancelled_at: "2026-11-26T11:15:00Z",
      cancelled_by: "rider",
      can_cancel: false,
    });
    openRidePage(cancelled, (_body: unknown, call: number) =>
      HttpResponse.json(
        call === 1
          ? payment({
              state: "refund_pending",
              paid_kobo: 4_250_000,
              due_kobo: 0,
              can_pay: false,
              payments: [charge(), refund()],
            })
          : payment({
              state: "refunded",
              paid_kobo: 0,
              refunded_kobo: 4_250_000,
              due_kobo: 0,
              can_pay: false,
              payments: [
                charge(),
                refund({ status: "succeeded", at: "2026-11-26T11:20:00Z" }),
              ],
            }),
      ),
    );
    const region = await card();
    expect(within(region).getAllByText("Refund on its way")[0]).toBeVisible();
    expect(region).toHaveTextContent("₦42,500.00 is on its way back");
    // A pending refund is asked about again (the card's own read, then every 5 s) until it is done.
    expect(
      await within(region).findByText(
        "Refunded",
        { selector: "[data-slot=badge]" },
        {
          timeout: 8_000,
        },
      ),
    ).toBeVisible();
    expect(region).toHaveTextContent(
      "₦42,500.00 returned to the way you paid.",
    );
    expect(
      within(region).queryByRole("button", { name: "Pay now" }),
    ).toBeNull();
  });

  it("hides the card on a cancelled ride nobody paid for", async () => {
    const { queryClient } = openRidePage(
      ride({ status: "cancelled", stage: "cancelled", can_cancel: false }),
      payment({ due_kobo: 0, can_pay: false }),
    );
    await screen.findByRole(
      "heading",
      { level: 1, name: "Ride cancelled" },
      LATER,
    );
    // The sentinel: the lazily loaded card has mounted (a second reader of the ride's payment).
    const { queryKey } = rideQueries.payment(REFERENCE, TOKEN);
    await waitFor(
      () =>
        expect(
          queryClient.getQueryCache().find({ queryKey })?.getObserversCount(),
        ).toBe(2),
      LATER,
    );
    expect(screen.queryByRole("region", { name: "Payment" })).toBeNull();
  });

  it("shows no payment to a shared link", async () => {
    openRidePage(
      ride({ access: "share", share_token: null, fare_kobo: null }),
      payment({ customer_name: null, customer_email: null, can_pay: false }),
    );
    await screen.findByRole(
      "heading",
      { level: 1, name: "Ride confirmed" },
      LATER,
    );
    expect(screen.queryByRole("region", { name: "Payment" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
  });
});
