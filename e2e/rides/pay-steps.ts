import type { Page } from "@playwright/test";

import {
  expect,
  uniqueEmail,
  visitorClient,
  type Backend,
} from "../fixtures.ts";

/** Paystack's documented test cards, as the local stand-in lists them on its checkout. */
export const SUCCESS_CARD = "4084 0840 8408 4081";
export const DECLINED_CARD = "4084 0800 0000 5408";

export interface GuestRide {
  reference: string;
  manageToken: string;
  ridePath: string;
}

/** A guest's booking made through the real API, a day ahead (inside the free-cancellation window). */
export async function guestRide(backend: Backend): Promise<GuestRide> {
  const anon = visitorClient();
  const { data: places, error: placesError } = await backend.service
    .from("places")
    .select("name")
    .neq("kind", "airport")
    .order("name")
    .range(2, 3);
  if (placesError) throw placesError;
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(
    7,
    "0",
  );
  const { data: receipt, error } = await anon.rpc("create_booking", {
    p_customer_name: "Tolu Adeyemi",
    p_customer_phone: `0806${digits}`,
    p_customer_email: uniqueEmail("pay"),
    p_pickup: places[0]!.name,
    p_dropoff: places[1]!.name,
    p_booking_time: new Date(Date.now() + 26 * 3_600_000).toISOString(),
    p_service_type: "premium",
    p_idempotency_key: crypto.randomUUID(),
  });
  if (error) throw error;
  const reference = receipt.reference!;
  const manageToken = receipt.ride_token!;
  return {
    reference,
    manageToken,
    ridePath: `/ride/${reference}/${manageToken}`,
  };
}

/** The issue asks for 390 px phones: the phone project narrows its 360 px window to that. */
export async function phoneAt390(page: Page, project: string) {
  if (project !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
}

export const paymentCard = (page: Page) =>
  page.getByRole("region", { name: "Payment" });

/** From the ride page's Pay now to the stand-in's checkout, paying with `card`. */
export async function payWithCard(page: Page, card: string) {
  await paymentCard(page).getByRole("button", { name: "Pay now" }).click();
  await page.waitForURL(/\/checkout\//);
  await page.getByRole("button", { name: `Use test card ${card}` }).click();
  await page.getByRole("button", { name: /^Pay ₦/ }).click();
}

/** Back on the ride page with the verified payment: the badge and how it was paid. */
export async function expectPaid(page: Page, ride: GuestRide) {
  await page.waitForURL((url) => url.pathname === ride.ridePath);
  const card = paymentCard(page);
  await expect(card.getByText("Paid", { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  const how = card.getByText(/^Paid by card · PAY-/);
  await expect(how).toBeVisible();
  // The address no longer carries the checkout's reference: a reload or Back verifies nothing.
  await expect(page).toHaveURL((url) => url.search === "");
  return (await how.textContent())!.replace("Paid by card · ", "");
}
