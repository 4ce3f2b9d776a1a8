import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { paths } from "@/config/paths";
import { site } from "@/config/site";

import { renderRoute } from "../../../support/render-app";
import {
  answer,
  charge,
  LATER,
  PAY_REF,
  payment,
  REFERENCE,
  refund,
  ride,
  RIDE_PAYMENT,
  RIDE_STATUS,
  TOKEN,
} from "./payment-kit";

// quote_fare's answer as create_booking stored it: ₦42,500 from its parts.
const breakdown = {
  base_kobo: 500_000,
  distance_kobo: 2_450_000,
  time_kobo: 550_000,
  multiplier: 1.3,
  distance_km: 24.5,
  duration_min: 55,
  minimum_applied: false,
  minimum_kobo: 0,
  airport_surcharge_kobo: 250_000,
  hotel_surcharge_kobo: 0,
  surcharge_kobo: 250_000,
  total_kobo: 4_250_000,
};

const completed = ride({
  status: "completed",
  stage: "completed",
  arrived_at: "2026-12-03T13:25:00Z",
  started_at: "2026-12-03T13:31:00Z",
  completed_at: "2026-12-03T14:20:00Z",
  can_cancel: false,
  fare_breakdown: breakdown,
});

function openReceipt(
  view = completed,
  money = payment({
    state: "part_refunded",
    paid_kobo: 4_000_000,
    refunded_kobo: 250_000,
    due_kobo: 0,
    can_pay: false,
    payments: [
      charge(),
      refund({
        status: "succeeded",
        amount_kobo: 250_000,
        reason: "Waited too long at pickup",
        at: "2026-12-04T09:00:00Z",
      }),
    ],
  }),
) {
  answer(RIDE_STATUS, view);
  answer(RIDE_PAYMENT, money);
  return renderRoute(paths.rideReceipt.href(REFERENCE, TOKEN));
}

const section = (name: string) => screen.getByRole("region", { name });

afterEach(() => vi.restoreAllMocks());

describe("/ride/:reference/:token/receipt", { timeout: 20_000 }, () => {
  it("gives a finance team all it needs: operator, number, date, rider, trip, fare, payment, refunds, balance", async () => {
    openReceipt();
    const receipt = await screen.findByRole(
      "article",
      { name: "Receipt" },
      LATER,
    );
    expect(receipt).toHaveTextContent(site.name);
    expect(receipt).toHaveTextContent("Victoria Island, Lagos");
    expect(receipt).toHaveTextContent(site.email);
    expect(receipt).toHaveTextContent(site.phone);
    expect(receipt).toHaveTextContent(`Receipt number ${REFERENCE}`);
    // The last time money moved: the refund, 4 December in Lagos.
    expect(receipt).toHaveTextContent("Date 4 December 2026");
    expect(section("Rider")).toHaveTextContent("Chioma Eze");
    expect(section("Rider")).toHaveTextContent("chioma@example.com");
    const trip = section("Trip");
    expect(within(trip).getByText("Pickup").nextSibling).toHaveTextContent(
      "Eko Hotel & Suites",
    );
    expect(within(trip).getByText("Drop-off").nextSibling).toHaveTextContent(
      "Murtala Muhammed International Airport",
    );
    expect(within(trip).getByText("Service").nextSibling).toHaveTextContent(
      "Premium Ride",
    );
    expect(within(trip).getByText("Distance").nextSibling).toHaveTextContent(
      "24.5 km",
    );
    const fare = section("Fare");
    expect(within(fare).getByText("Base fare").nextSibling).toHaveTextContent(
      "₦5,000.00",
    );
    expect(
      within(fare).getByText("Airport surcharge").nextSibling,
    ).toHaveTextContent("₦2,500.00");
    expect(within(fare).getByText("Total").nextSibling).toHaveTextContent(
      "₦42,500.00",
    );
    const paidWith = section("Payments");
    expect(paidWith).toHaveTextContent("Card");
    expect(paidWith).toHaveTextContent(`Paystack reference ${PAY_REF}`);
    expect(paidWith).toHaveTextContent("Thu, 26 Nov 2026, 10:15");
    const refunds = section("Refunds");
    expect(refunds).toHaveTextContent("Refunded");
    expect(refunds).toHaveTextContent("-₦2,500.00");
    expect(refunds).toHaveTextContent("Waited too long at pickup");
    const balance = section("Balance");
    expect(within(balance).getByText("Refunded").nextSibling).toHaveTextContent(
      "-₦2,500.00",
    );
    expect(
      within(balance).getByText("Balance", { selector: "dt" }).nextSibling,
    ).toHaveTextContent("Nothing due");
  });

  it("prints with the browser's dialog, and links back to the ride", async () => {
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    const { user } = openReceipt();
    await user.click(
      await screen.findByRole("button", { name: "Print" }, LATER),
    );
    expect(print).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole("link", { name: "Back to your ride" }),
    ).toHaveAttribute("href", paths.ride.href(REFERENCE, TOKEN));
  });

  it("says what is still due on a ride not paid in full", async () => {
    openReceipt(
      completed,
      payment({ state: "unpaid", due_kobo: 4_250_000, can_pay: true }),
    );
    await screen.findByRole("article", { name: "Receipt" }, LATER);
    expect(section("Payments")).toHaveTextContent("No payment yet.");
    expect(
      within(section("Balance")).getByText("Balance due").nextSibling,
    ).toHaveTextContent("₦42,500.00");
  });

  it("opens from the rider's own link only: a shared link gets the not-valid page", async () => {
    openReceipt(
      ride({ access: "share", share_token: null, fare_kobo: null }),
      payment({ customer_name: null, customer_email: null, can_pay: false }),
    );
    expect(
      await screen.findByRole(
        "heading",
        { name: "This ride link is not valid" },
        LATER,
      ),
    ).toBeVisible();
    expect(screen.queryByRole("article", { name: "Receipt" })).toBeNull();
  });
});
