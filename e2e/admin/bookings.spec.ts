import { AxeBuilder } from "@axe-core/playwright";
import type { Page, TestInfo } from "@playwright/test";

import { uniqueEmail, type Backend } from "../fixtures.ts";
import { pickDate, placeNames } from "../public/booking-steps.ts";
import { saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/** A Nigerian mobile of its own, so per-phone limits never meet another spec. */
function uniquePhoneDigits(): string {
  return String(Math.floor(Math.random() * 10_000_000)).padStart(7, "0");
}

/** A pending booking made straight in the database, far enough ahead to clash with nothing seeded. */
async function seedBooking(backend: Backend, name: string) {
  const day = 40 + Math.floor(Math.random() * 40);
  const at = new Date(Date.now() + day * 86_400_000);
  at.setUTCHours(2 + Math.floor(Math.random() * 3), 0, 0, 0);
  const { data, error } = await backend.service
    .from("bookings")
    .insert({
      customer_name: name,
      customer_phone: `+234803${uniquePhoneDigits()}`,
      customer_email: uniqueEmail("admin-bookings"),
      pickup_location: "Eko Hotel & Suites",
      dropoff_location: "Ikoyi",
      booking_time: at.toISOString(),
      service_type: "standard",
      fare_kobo: 650_000,
      duration_min: 40,
    })
    .select("id,reference")
    .single();
  if (error) throw error;
  return data;
}

async function bookingRow(backend: Backend, id: string) {
  const { data, error } = await backend.service
    .from("bookings")
    .select("status,driver_id,vehicle_id,user_id,cancellation_reason")
    .eq("id", id)
    .single();
  if (error) throw error;
  return data;
}

/** The bookings list narrowed to one reference, and that row's action menu. */
async function openActions(page: Page, reference: string) {
  await page.goto(`/admin/booking?q=${reference}`);
  const row = page.getByRole("row").filter({ hasText: reference });
  await expect(row).toHaveCount(1);
  await page.getByRole("button", { name: `Actions for ${reference}` }).click();
}

async function act(page: Page, reference: string, action: string) {
  await openActions(page, reference);
  await page.getByRole("menuitem", { name: action }).click();
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  // The steps after the first picture have always run at 390 px on the narrow project, pictures
  // or not; they still do.
  if (testInfo.project.name === "mobile-360")
    await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, testInfo, `${name}-${testInfo.project.name}`, {
    fullPage: true,
  });
}

test.afterEach(async ({ backend }) => backend.reset());

test("an operator books a ride for a customer, not linked to their own account", async ({
  adminPage: page,
  backend,
}, testInfo) => {
  const [pickup, destination] = await placeNames(backend);
  const email = uniqueEmail("desk");
  await page.goto("/admin/booking");
  await expect(page.getByRole("heading", { name: "Bookings" })).toBeVisible();
  await expect(page.getByRole("row").nth(1)).toBeVisible();
  await screenshot(page, testInfo, "bookings-list");
  await page.setViewportSize(testInfo.project.use.viewport!);

  await page.getByRole("button", { name: "New booking" }).click();
  const dialog = page.getByRole("dialog", { name: "New booking" });
  await dialog.getByRole("button", { name: "Create Booking" }).click();
  await expect(
    page.getByText("Missing Information", { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByText("Please fill in all required fields.", { exact: true }),
  ).toBeVisible();

  await dialog.getByLabel("Customer Name").fill("Folake Adeyemi");
  await dialog.getByLabel("Phone").fill(`0803 ${uniquePhoneDigits()}`);
  await dialog.getByLabel("Email").fill(email);
  for (const [label, place] of [
    ["Pickup Location", pickup!],
    ["Destination", destination!],
  ] as const) {
    await dialog.getByLabel(label).fill(place);
    await dialog.getByRole("option", { name: place }).first().click();
  }
  await pickDate(page);
  await dialog.getByLabel("Pickup Time").fill("11:30");
  await expect(dialog.getByTestId("fare-total")).toContainText("₦");
  await screenshot(page, testInfo, "new-booking");
  await page.setViewportSize(testInfo.project.use.viewport!);
  await dialog.getByRole("button", { name: "Create Booking" }).click();

  await expect(
    page.getByText("Booking Created", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const { data, error } = await backend.service
    .from("bookings")
    .select("reference,status,user_id,customer_name,customer_phone")
    .eq("customer_email", email)
    .single();
  expect(error).toBeNull();
  expect(data).toMatchObject({
    status: "pending",
    user_id: null,
    customer_name: "Folake Adeyemi",
  });
  expect(data!.customer_phone).toMatch(/^\+234803\d{7}$/);
  await expect(
    page.getByRole("row").filter({ hasText: data!.reference }),
  ).toBeVisible();
});

test("a booking is assigned, confirmed, started and completed", async ({
  adminPage: page,
  backend,
}, testInfo) => {
  const booking = await seedBooking(backend, "Kunle Martins");
  await act(page, booking.reference, "Assign driver");
  const dialog = page.getByRole("dialog", { name: "Assign driver" });
  await expect(dialog.getByText(booking.reference)).toBeVisible();
  await dialog.getByRole("radio", { disabled: false }).first().check();
  await expect(
    dialog.getByRole("radio", { disabled: true }).first(),
  ).toBeVisible();
  await screenshot(page, testInfo, "dispatch");
  await page.setViewportSize(testInfo.project.use.viewport!);
  // Assign only: the booking stays pending, so each move below is the row menu's.
  await dialog.getByRole("button", { name: "Assign only" }).click();
  await expect(
    page.getByText("Driver Assigned", { exact: true }),
  ).toBeVisible();
  const assigned = await bookingRow(backend, booking.id);
  expect(assigned.driver_id).not.toBeNull();
  expect(assigned.vehicle_id).not.toBeNull();

  for (const [action, status] of [
    ["Confirm", "confirmed"],
    ["Start trip", "in-progress"],
    ["Complete", "completed"],
  ] as const) {
    await act(page, booking.reference, action);
    await expect(
      page.getByText("Status Updated", { exact: true }),
    ).toBeVisible();
    await expect
      .poll(async () => (await bookingRow(backend, booking.id)).status)
      .toBe(status);
  }
  const vehicle = await backend.service
    .from("fleets")
    .select("status")
    .eq("id", assigned.vehicle_id!)
    .single();
  expect(vehicle.data?.status).toBe("available");
  await openActions(page, booking.reference);
  await expect(page.getByRole("menuitem")).toHaveText(["View details"]);
});

test("cancelling asks for a reason and stores it", async ({
  adminPage: page,
  backend,
}, testInfo) => {
  const booking = await seedBooking(backend, "Halima Sule");
  await act(page, booking.reference, "Cancel booking");
  const dialog = page.getByRole("dialog", {
    name: `Cancel ${booking.reference}?`,
  });
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(
    dialog.getByText("Please give a reason for cancelling."),
  ).toBeVisible();
  await dialog.getByLabel("Reason").fill("Customer flight was moved");
  await dialog.getByRole("button", { name: "Cancel booking" }).click();
  await expect(
    page.getByText("Booking Cancelled", { exact: true }),
  ).toBeVisible();
  expect(await bookingRow(backend, booking.id)).toMatchObject({
    status: "cancelled",
    cancellation_reason: "Customer flight was moved",
  });
  await page
    .getByRole("button", { name: booking.reference, exact: true })
    .click();
  const sheet = page.getByRole("dialog", { name: "Booking details" });
  await expect(
    sheet.getByText("Customer flight was moved").first(),
  ).toBeVisible();
  await expect(sheet.getByText("admin@ekoluxe.ng")).toBeVisible();
  await screenshot(page, testInfo, "detail");
});

test("an assignment the database refuses shows its reason", async ({
  adminPage: page,
  backend,
}) => {
  const booking = await seedBooking(backend, "Emeka Obi");
  await act(page, booking.reference, "Assign driver");
  const dialog = page.getByRole("dialog", { name: "Assign driver" });
  const choice = dialog.getByRole("radio", { disabled: false }).first();
  await choice.check();
  const driverId = await choice.getAttribute("value");
  const { data: driver } = await backend.service
    .from("drivers")
    .select("assigned_vehicle_id")
    .eq("id", driverId!)
    .single();
  const vehicleId = driver!.assigned_vehicle_id!;
  // The vehicle goes to the workshop while the dialog is open.
  await backend.service
    .from("fleets")
    .update({ status: "maintenance" })
    .eq("id", vehicleId);
  try {
    await dialog.getByRole("button", { name: "Assign & confirm" }).click();
    await expect(
      page.getByText("Assignment Failed", { exact: true }),
    ).toBeVisible();
    await expect(page.locator('[data-slot="toast-description"]')).toHaveText(
      /is in maintenance\.$/,
    );
    await expect(dialog).toBeVisible();
    expect((await bookingRow(backend, booking.id)).driver_id).toBeNull();
  } finally {
    await backend.service
      .from("fleets")
      .update({ status: "available" })
      .eq("id", vehicleId);
  }
});

test("filters, sort and page survive a reload and Back", async ({
  adminPage: page,
}) => {
  await page.goto("/admin/booking");
  await page.getByRole("combobox", { name: "Rows per page" }).click();
  await page.getByRole("option", { name: "10", exact: true }).click();
  await expect(page).toHaveURL(/pageSize=10/);
  await page.getByRole("button", { name: "Next page" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  const toolbar = page.locator('[data-slot="data-table-toolbar"]');
  await toolbar.getByRole("button", { name: "Status" }).click();
  await page.getByRole("checkbox", { name: "Confirmed" }).click();
  await page.keyboard.press("Escape");
  await page
    .getByRole("table")
    .getByRole("button", { name: "Pickup", exact: true })
    .click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(page).toHaveURL(/sort=booking_time\.asc/);

  await page.reload();
  await expect(
    toolbar.getByRole("button", { name: /^Status.*1 selected$/ }),
  ).toBeVisible();
  const statuses = page.locator("tbody [data-value]");
  await expect(statuses.first()).toBeVisible();
  expect(new Set(await statuses.allInnerTexts())).toEqual(
    new Set(["Confirmed"]),
  );

  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page).not.toHaveURL(/status=/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
});

/** Serious and critical axe findings inside an open dialog or sheet. */
async function dialogViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => ({ rule: v.id, targets: v.nodes.map((n) => n.target) }));
}

test("the booking dialogs and the detail sheet pass axe", async ({
  adminPage: page,
  backend,
}) => {
  const booking = await seedBooking(backend, "Ronke Balogun");
  await page.goto("/admin/booking");
  await page.getByRole("button", { name: "New booking" }).click();
  await expect(page.getByRole("dialog", { name: "New booking" })).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await act(page, booking.reference, "Assign driver");
  const dispatch = page.getByRole("dialog", { name: "Assign driver" });
  await expect(dispatch.getByRole("radio").first()).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
  await page.keyboard.press("Escape");

  await act(page, booking.reference, "View details");
  const sheet = page.getByRole("dialog", { name: "Booking details" });
  await expect(sheet.getByText("Booking created")).toBeVisible();
  expect(await dialogViolations(page)).toEqual([]);
});
