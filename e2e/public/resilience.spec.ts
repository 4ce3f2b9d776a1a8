import type { Page } from "@playwright/test";

import { apiUrl, expect, test, type Backend } from "../fixtures.ts";
import {
  bookingForm,
  expectFormKeeps,
  fillBookingForm,
} from "./booking-steps.ts";

const UNREACHABLE =
  "We could not reach EkoLuxe. Check your connection and try again.";
// The e2e backend serves the whole run, so "down" is the browser failing to reach it.
const API_CALLS = `${apiUrl}/{rest,functions}/v1/**`;
const CREATE_BOOKING = `${apiUrl}/rest/v1/rpc/create_booking`;

interface CreateBookingBody {
  p_idempotency_key: string;
}

async function submit(page: Page) {
  await bookingForm(page)
    .getByRole("button", { name: "Confirm Booking" })
    .click();
}

async function expectUnreachableToast(page: Page) {
  const toast = page
    .getByRole("status")
    .filter({ hasText: "Booking Failed" })
    .first();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(UNREACHABLE);
}

async function bookingsFor(backend: Backend, email: string) {
  const { data, error } = await backend.service
    .from("bookings")
    .select("reference, idempotency_key, customer_phone")
    .eq("customer_email", email);
  if (error) throw error;
  return data;
}

async function expectConfirmation(page: Page, reference: string) {
  await expect(
    page.getByRole("heading", { name: "Your ride is requested" }),
  ).toBeVisible();
  await expect(page.getByText(reference).first()).toBeVisible();
}

test("a booking sent while the service is unreachable keeps the form and books once when it is back", async ({
  page,
  backend,
}) => {
  const filled = await fillBookingForm(page, backend);
  const sentKeys: string[] = [];
  await page.route(API_CALLS, async (route) => {
    if (route.request().url() === CREATE_BOOKING) {
      const body = route.request().postDataJSON() as CreateBookingBody;
      sentKeys.push(body.p_idempotency_key);
    }
    await route.abort("connectionrefused");
  });

  await submit(page);
  await expectUnreachableToast(page);
  await expectFormKeeps(page, filled);
  await expect(
    bookingForm(page).getByRole("button", { name: "Confirm Booking" }),
  ).toBeEnabled();
  expect(sentKeys).toHaveLength(1);

  await page.reload();
  await expectFormKeeps(page, filled);

  await page.unroute(API_CALLS);
  await submit(page);
  await expect(
    page.getByRole("heading", { name: "Your ride is requested" }),
  ).toBeVisible();
  const rows = await bookingsFor(backend, filled.email);
  expect(rows).toHaveLength(1);
  expect(rows[0]!.idempotency_key).toBe(sentKeys[0]);
  await expectConfirmation(page, rows[0]!.reference);
});

test("a booking whose answer was lost is not made twice by the retry", async ({
  page,
  backend,
}) => {
  const filled = await fillBookingForm(page, backend);
  let committed: { reference: string } | undefined;
  await page.route(
    CREATE_BOOKING,
    async (route) => {
      const response = await route.fetch();
      committed = (await response.json()) as { reference: string };
      await route.abort("connectionreset");
    },
    { times: 1 },
  );

  await submit(page);
  await expectUnreachableToast(page);
  await expectFormKeeps(page, filled);
  expect(committed?.reference).toMatch(/^EKO-/);
  expect(await bookingsFor(backend, filled.email)).toHaveLength(1);

  await submit(page);
  await expectConfirmation(page, committed!.reference);
  const rows = await bookingsFor(backend, filled.email);
  expect(rows.map((row) => row.reference)).toEqual([committed!.reference]);
});
