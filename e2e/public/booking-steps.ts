import type { Locator, Page } from "@playwright/test";

import { expect, uniqueEmail, type Backend } from "../fixtures.ts";

/** Picks the first bookable day after today in the calendar popover. */
export async function pickDate(page: Page) {
  await page.getByLabel("Pickup Date").click();
  const days = page.locator('[role="gridcell"] button:enabled');
  await expect(days.first()).toBeVisible();
  if ((await days.count()) < 2) {
    await page.getByRole("button", { name: /next month/i }).click();
    await days.first().click();
  } else await days.nth(1).click();
}

export async function placeNames(backend: Backend) {
  const { data, error } = await backend.service
    .from("places")
    .select("name")
    .order("name")
    .limit(2);
  if (error) throw error;
  return data.map((row) => row.name);
}

export function bookingForm(page: Page): Locator {
  return page.getByRole("form", { name: "Book a ride" });
}

/** A Nigerian mobile number of its own, so per-phone booking limits never meet another spec. */
function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(
    7,
    "0",
  );
  return `0803 ${digits.slice(0, 3)} ${digits.slice(3)}`;
}

export interface FilledBooking {
  name: string;
  phone: string;
  email: string;
  pickup: string;
  destination: string;
  /** The date as the picker's button shows it. */
  date: string;
  time: string;
  service: string;
}

/** Opens /book-a-ride with two known places and fills every field, a non-default service too. */
export async function fillBookingForm(
  page: Page,
  backend: Backend,
): Promise<FilledBooking> {
  const [pickup, destination] = await placeNames(backend);
  const filled = {
    name: "Chiamaka Eze",
    phone: uniquePhone(),
    email: uniqueEmail("resilience"),
    pickup: pickup!,
    destination: destination!,
    time: "10:45",
    service: "Premium Ride",
  };
  await page.goto(
    `/book-a-ride?${new URLSearchParams({ pickup: filled.pickup, dropoff: filled.destination })}`,
  );
  const form = bookingForm(page);
  await form.getByLabel("Your Name").fill(filled.name);
  await form.getByLabel("Phone").fill(filled.phone);
  await form.getByLabel("Email").fill(filled.email);
  await pickDate(page);
  await form.getByLabel("Pickup Time").fill(filled.time);
  await form.getByLabel("Service Type").click();
  await page.getByRole("option", { name: filled.service }).click();
  await expect(page.getByTestId("fare-total")).toContainText("₦");
  const date = (await form.getByLabel("Pickup Date").innerText()).trim();
  return { ...filled, date };
}

/** Every field still shows what the customer typed. */
export async function expectFormKeeps(page: Page, filled: FilledBooking) {
  const form = bookingForm(page);
  await expect(form.getByLabel("Your Name")).toHaveValue(filled.name);
  await expect(form.getByLabel("Phone")).toHaveValue(filled.phone);
  await expect(form.getByLabel("Email")).toHaveValue(filled.email);
  await expect(form.getByLabel("Pickup Location")).toHaveValue(filled.pickup);
  await expect(form.getByLabel("Destination")).toHaveValue(filled.destination);
  await expect(form.getByLabel("Pickup Date")).toHaveText(filled.date);
  await expect(form.getByLabel("Pickup Time")).toHaveValue(filled.time);
  await expect(form.getByLabel("Service Type")).toHaveText(filled.service);
}
