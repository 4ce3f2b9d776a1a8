import { act, render, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";

import { paths } from "@/config/paths";
import type * as RidePaymentModule from "@/features/rides/api/ride-payment";
import { routes } from "@/app/router";

import {
  createTestQueryClient,
  TestProviders,
} from "../../../support/render-app";
import {
  answer,
  LATER,
  openRidePage,
  paid,
  PAY_REF,
  payment,
  REFERENCE,
  ride,
  RIDE_PAYMENT,
  RIDE_STATUS,
  TOKEN,
  verified,
  VERIFY,
} from "./payment-kit";

vi.mock("@/features/rides/api/ride-payment", async (original) => ({
  ...(await original<typeof RidePaymentModule>()),
  openCheckout: vi.fn(),
}));

const RETURN = `?trxref=${PAY_REF}&reference=${PAY_REF}`;

/** A response the test lets go of when it chooses, so "while verifying" can be looked at. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

const card = () => screen.findByRole("region", { name: "Payment" }, LATER);

describe("coming back from Paystack's checkout", { timeout: 20_000 }, () => {
  it("confirms with the server before saying Paid, then takes the query out of the address", async () => {
    const held = gate();
    const verifies = answer(VERIFY, async () => {
      await held.opened;
      return HttpResponse.json(verified(paid(), "paid"));
    });
    const { location } = openRidePage(ride(), payment(), RETURN);
    const region = await card();
    expect(within(region).getByText("Confirming your payment…")).toBeVisible();
    // The address alone never makes a ride paid.
    expect(within(region).queryByText("Paid")).toBeNull();
    await waitFor(() => expect(verifies).toHaveLength(1));
    expect(verifies[0]).toEqual({
      reference: REFERENCE,
      token: TOKEN,
      payment_reference: PAY_REF,
    });
    expect(location().search).toBe(RETURN);
    act(() => held.release());
    expect(await within(region).findByText("Paid", {}, LATER)).toBeVisible();
    expect(within(region).getByText(`Paid by card · ${PAY_REF}`)).toBeVisible();
    await waitFor(() => expect(location().search).toBe(""));
    expect(location().pathname).toBe(paths.ride.href(REFERENCE, TOKEN));
  });

  it("says a declined or abandoned checkout charged nothing, and offers Pay now again", async () => {
    answer(VERIFY, verified(payment(), "not_completed"));
    const { location } = openRidePage(ride(), payment(), RETURN);
    const region = await card();
    expect(
      await within(region).findByText(
        "Payment not completed. You have not been charged.",
        {},
        LATER,
      ),
    ).toBeVisible();
    expect(
      within(region).getByRole("button", { name: "Pay now" }),
    ).toBeEnabled();
    expect(within(region).queryByText("Paid")).toBeNull();
    await waitFor(() => expect(location().search).toBe(""));
    // The message outlives the cleaned address.
    expect(
      within(region).getByText(
        "Payment not completed. You have not been charged.",
      ),
    ).toBeVisible();
  });

  it("keeps confirming a payment Paystack has not settled, until the ledger lists it", async () => {
    answer(VERIFY, verified(payment(), "pending"));
    openRidePage(
      ride(),
      (_body: unknown, call: number) =>
        HttpResponse.json(call < 3 ? payment() : paid()),
      RETURN,
    );
    const region = await card();
    expect(
      await within(region).findByText(
        /Paystack is still waiting for your bank/,
        {},
        LATER,
      ),
    ).toBeVisible();
    expect(
      within(region).queryByRole("button", { name: "Pay now" }),
    ).toBeNull();
    // Asked again every 5 s until the ledger lists the charge.
    expect(
      await within(region).findByText(
        `Paid by card · ${PAY_REF}`,
        {},
        { timeout: 12_000 },
      ),
    ).toBeVisible();
  });

  it("verifies again after a reload in the middle, safely", async () => {
    const first = gate();
    const verifies = answer(VERIFY, async (_body: unknown, call: number) => {
      if (call === 1) await first.opened;
      return HttpResponse.json(verified(paid(), "paid"));
    });
    const before = openRidePage(ride(), payment(), RETURN);
    await waitFor(() => expect(verifies).toHaveLength(1), LATER);
    // The reload: this page goes away with its verify unanswered, and the same address opens.
    before.unmount();
    first.release();
    const after = openRidePage(ride(), payment(), RETURN);
    const region = await card();
    expect(await within(region).findByText("Paid", {}, LATER)).toBeVisible();
    expect(verifies).toHaveLength(2);
    await waitFor(() => expect(after.location().search).toBe(""));
  });

  it("replaces the returning entry, so Back and Forward never verify again", async () => {
    const verifies = answer(VERIFY, verified(paid(), "paid"));
    answer(RIDE_STATUS, ride());
    answer(RIDE_PAYMENT, paid());
    const router = createMemoryRouter(routes, {
      initialEntries: [
        paths.faq.href(),
        `${paths.ride.href(REFERENCE, TOKEN)}${RETURN}`,
      ],
      initialIndex: 1,
    });
    render(
      <TestProviders queryClient={createTestQueryClient()}>
        <RouterProvider router={router} />
      </TestProviders>,
    );
    await screen.findByText(`Paid by card · ${PAY_REF}`, {}, LATER);
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.historyAction).toBe("REPLACE");
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe(paths.faq.href());
    await act(() => router.navigate(1));
    expect(router.state.location.search).toBe("");
    await screen.findByText(`Paid by card · ${PAY_REF}`, {}, LATER);
    expect(verifies).toHaveLength(1);
  });
});
