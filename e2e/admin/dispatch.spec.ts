import type { Locator, Page } from "@playwright/test";

import { uniqueEmail, type Backend } from "../fixtures.ts";
import { apart } from "../geometry.ts";
import { saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Dispatch as a Lagos operator works it: Assign Driver opens the most urgent booking still waiting
 * (earliest pickup first), the dialog steps through the waiting ones, assigning confirms and tells
 * the rider at once, a vehicle below the ride's class goes only with a reason, and toasts stay
 * clear of the dialog's buttons. At 1280 px and 390 px.
 */

function uniquePhone(): string {
  return `+234803${String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0")}`;
}

/** A pickup time sooner than any other booking waiting for a driver (the seed's and other specs'). */
async function soonerThanAllWaiting(backend: Backend): Promise<number> {
  const { data, error } = await backend.service
    .from("bookings")
    .select("booking_time")
    .eq("status", "pending")
    .is("driver_id", null)
    .gt("booking_time", new Date().toISOString())
    .order("booking_time")
    .limit(1);
  if (error) throw error;
  const earliest = data[0]
    ? Date.parse(data[0].booking_time)
    : Date.now() + 86_400_000;
  const now = Date.now();
  return Math.max(
    now + 3 * 60_000,
    Math.min(earliest - 2 * 60_000, now + 20 * 60_000),
  );
}

/** Cancelled, so the driver it holds is free for the specs after it. */
async function cancel(backend: Backend, ids: string[]) {
  await backend.service
    .from("bookings")
    .update({ status: "cancelled", cancellation_reason: "Test finished." })
    .in("id", ids)
    .in("status", ["pending", "confirmed"]);
}

async function waitingBooking(
  backend: Backend,
  name: string,
  at: number,
  service: "standard" | "premium" = "standard",
) {
  const { data, error } = await backend.service
    .from("bookings")
    .insert({
      customer_name: name,
      customer_phone: uniquePhone(),
      customer_email: uniqueEmail("dispatch"),
      pickup_location: "Murtala Muhammed International Airport",
      dropoff_location: "Eko Hotel & Suites",
      booking_time: new Date(at).toISOString(),
      service_type: service,
      fare_kobo: 1_850_000,
      duration_min: 45,
    })
    .select("id,reference,customer_email")
    .single();
  if (error) throw error;
  return data;
}

async function stored(backend: Backend, id: string) {
  const { data, error } = await backend.service
    .from("bookings")
    .select("status,driver_id,assignment_override")
    .eq("id", id)
    .single();
  if (error) throw error;
  return data;
}

async function openAssignDriver(page: Page): Promise<Locator> {
  await page.goto("/admin/dashboard");
  await page.getByRole("button", { name: "Assign Driver" }).click();
  const dialog = page.getByRole("dialog", { name: "Assign driver" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

test("Assign Driver opens the most urgent booking, steps through the queue, confirms and e-mails the rider", async ({
  adminPage: page,
  backend,
  mail,
}, testInfo) => {
  // Both sooner than anything else waiting, so they head the queue in this order.
  const soon = await soonerThanAllWaiting(backend);
  const urgent = await waitingBooking(backend, "Adaeze Urgent", soon - 60_000);
  const next = await waitingBooking(backend, "Bola Next", soon);
  try {
    const dialog = await openAssignDriver(page);
    await expect(dialog.getByText(urgent.reference)).toBeVisible();
    const queue = dialog.getByRole("navigation", {
      name: "Bookings waiting for a driver",
    });
    await expect(queue).toContainText(/1 of \d+ waiting/);
    await queue.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText(next.reference)).toBeVisible();
    await queue.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByText(urgent.reference)).toBeVisible();

    await dialog.getByRole("radio", { disabled: false }).first().check();
    await saveScreenshot(page, testInfo, "dispatch-queue");
    const confirm = dialog.getByRole("button", { name: "Assign & confirm" });
    await confirm.click();

    const toast = page.locator('[data-slot="toast"]').filter({
      hasText: "Driver Assigned",
    });
    await expect(toast).toBeVisible();
    // The dialog moved on to the next booking, and the toast leaves its buttons clear.
    await expect(dialog.getByText(next.reference)).toBeVisible();
    expect(await apart(toast, confirm)).toBe(true);
    await saveScreenshot(page, testInfo, "dispatch-moved-on");

    await expect
      .poll(async () => (await stored(backend, urgent.id)).status)
      .toBe("confirmed");
    await expect
      .poll(async () =>
        (await mail.list(urgent.customer_email)).map((m) => m.subject),
      )
      .toContain(
        `${urgent.reference}: your EkoLuxe chauffeur and vehicle are confirmed`,
      );
  } finally {
    await cancel(backend, [urgent.id, next.id]);
  }
});

test("a vehicle below the ride's class goes only with a reason, kept on the booking", async ({
  adminPage: page,
  backend,
}, testInfo) => {
  const soon = await soonerThanAllWaiting(backend);
  const premium = await waitingBooking(
    backend,
    "Chidi Premium",
    soon,
    "premium",
  );
  try {
    const dialog = await openAssignDriver(page);
    await expect(dialog.getByText(premium.reference)).toBeVisible();
    // A standard saloon can be chosen, marked as needing a reason; it is not greyed out.
    const below = dialog
      .locator("label")
      .filter({ hasText: "Needs a reason" })
      .first();
    await expect(below).toContainText("below Premium Ride");
    await below.getByRole("radio").check();
    const confirm = dialog.getByRole("button", { name: "Assign & confirm" });
    await confirm.click();
    await expect(
      dialog.getByText("Give a reason for sending this vehicle."),
    ).toBeVisible();
    expect((await stored(backend, premium.id)).driver_id).toBeNull();

    await dialog
      .getByRole("textbox", { name: "Reason for the override" })
      .fill("The rider agreed to the nearest car.");
    await saveScreenshot(page, testInfo, "dispatch-override");
    await confirm.click();
    await expect(
      page.getByText("Driver Assigned", { exact: true }),
    ).toBeVisible();
    await expect
      .poll(async () => await stored(backend, premium.id))
      .toMatchObject({
        status: "confirmed",
        assignment_override: "The rider agreed to the nearest car.",
      });
  } finally {
    await cancel(backend, [premium.id]);
  }
});

test("a finished booking on the dashboard offers View, not Assign", async ({
  adminPage: page,
  backend,
}) => {
  const done = await waitingBooking(
    backend,
    "Dayo Finished",
    Date.now() + 3 * 86_400_000,
  );
  await cancel(backend, [done.id]);
  await page.goto("/admin/dashboard");
  await expect(
    page.getByRole("button", { name: `View ${done.reference}` }),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: `Assign ${done.reference}` }),
  ).toHaveCount(0);
});
