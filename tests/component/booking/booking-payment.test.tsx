import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";

import { BookingConfirmation } from "@/features/booking/components/booking-confirmation";
import { rideCheckout } from "@/features/rides/api/queries";
import type * as RidePaymentModule from "@/features/rides/api/ride-payment";

import { server } from "../../support/msw-server";
import { renderWithProviders } from "../../support/render-app";
import { receipt } from "./booking-kit";

vi.mock("@/features/rides/api/ride-payment", async (original) => ({
  ...(await original<typeof RidePaymentModule>()),
  openCheckout: vi.fn(),
}));

const RIDE_PAYMENT = "*/rest/v1/rpc/ride_payment";
const CHECKOUT = "*/functions/v1/payments/checkout";

function unpaid(overrides: Record<string, unknown> = {}) {
  return {
    state: "unpaid",
    fare_kobo: receipt.fare_kobo,
    paid_kobo: 0,
    refunded_kobo: 0,
    due_kobo: receipt.fare_kobo,
    can_pay: true,
    customer_name: "Adaeze Okafor",
    customer_email: "ada@example.ng",
    payments: [],
    ...overrides,
  };
}

function renderConfirmation(payment: Record<string, unknown>) {
  const reads: unknown[] = [];
  server.use(
    http.post(RIDE_PAYMENT, async ({ request }) => {
      reads.push(await request.json());
      return HttpResponse.json(payment);
    }),
  );
  return {
    reads,
    ...renderWithProviders(
      <MemoryRouter>
        <BookingConfirmation receipt={receipt} onBookAnother={() => {}} />
      </MemoryRouter>,
    ),
  };
}

describe("the booking confirmation's payment", () => {
  it("offers Pay now beside cash, and Pay now opens the checkout the server prepared", async () => {
    const checkouts: unknown[] = [];
    server.use(
      http.post(CHECKOUT, async ({ request }) => {
        checkouts.push(await request.json());
        return HttpResponse.json({
          authorization_url: "https://checkout.paystack.com/xyz789",
          access_code: "xyz789",
          payment_reference: "PAY-EKO-7F3K2Q-0A1B2C3D",
        });
      }),
    );
    const { user, reads } = renderConfirmation(unpaid());
    const section = screen.getByRole("region", { name: "Payment" });
    expect(
      within(section).getByText(
        "Or pay your chauffeur in cash at the end of the ride.",
      ),
    ).toBeVisible();
    await waitFor(() =>
      expect(reads).toEqual([
        { p_reference: receipt.reference, p_token: receipt.ride_token },
      ]),
    );
    expect(section).toHaveTextContent("Pay ₦11,100.00 now");
    await user.click(within(section).getByRole("button", { name: "Pay now" }));
    await waitFor(() =>
      expect(rideCheckout.open).toHaveBeenCalledWith(
        "https://checkout.paystack.com/xyz789",
      ),
    );
    expect(checkouts).toEqual([
      { reference: receipt.reference, token: receipt.ride_token },
    ]);
  });

  it("says Paid instead when the booking is already paid (a replayed submit)", async () => {
    renderConfirmation(
      unpaid({
        state: "paid",
        paid_kobo: receipt.fare_kobo,
        due_kobo: 0,
        can_pay: false,
      }),
    );
    expect(await screen.findByText("Paid")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Pay now" })).toBeNull();
  });
});
