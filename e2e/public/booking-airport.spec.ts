import type { Page, TestInfo } from "@playwright/test";

import { blockingViolations } from "../axe.ts";
import { expect, test, uniqueEmail } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";
import { bookingForm, pickDate } from "./booking-steps.ts";

const TERMINAL = "MMA2 Domestic Terminal";
const HOTEL = "Eko Hotel & Suites";

/** axe at 1280 px on the desktop project and at 390 px on the narrow one. */
async function expectAccessible(page: Page, info: TestInfo) {
  const before = page.viewportSize();
  const width = info.project.name === "desktop" ? 1280 : 390;
  await page.setViewportSize({ width, height: 844 });
  expect(await blockingViolations(page, { afterAnimations: true })).toEqual([]);
  if (before) await page.setViewportSize(before);
}

async function screenshot(page: Page, info: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  const files = await saveScreenshot(page, info, `a2-${name}-${width}`, {
    fullPage: true,
  });
  for (const path of files)
    await info.attach(`${name}-${width}`, { path, contentType: "image/png" });
}

test("an airport arrival shows its meeting point in the form and the confirmation, and the advisor sets the time", async ({
  page,
  backend,
}, info) => {
  const email = uniqueEmail("airport");
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(
    7,
    "0",
  );
  await page.goto(
    `/book-a-ride?${new URLSearchParams({ pickup: TERMINAL, dropoff: HOTEL })}`,
  );
  const form = bookingForm(page);
  await form.getByLabel("Your Name").fill("Ngozi Obi");
  await form
    .getByLabel("Phone")
    .fill(`0803 ${digits.slice(0, 3)} ${digits.slice(3)}`);
  await form.getByLabel("Email").fill(email);
  await pickDate(page);
  // 20:00: evening traffic (weekday 22 km/h, weekend 25 km/h), night speeds (35 km/h) from 21:00.
  await form.getByLabel("Pickup Time").fill("20:00");

  // An airport end: the flight number, and for an arrival the terminal's meeting point.
  const flight = form.getByLabel("Flight Number");
  await expect(flight).toBeVisible();
  const meeting = form.getByRole("region", {
    name: `Meeting point at ${TERMINAL}`,
  });
  await expect(meeting).toContainText("car park");
  await expect(meeting).toContainText("call or WhatsApp");

  // The advisor: the fares and trip times around 20:00, the quickest suggested.
  const advisor = page.getByRole("region", { name: "When to leave" });
  await expect(advisor.getByRole("button").first()).toBeVisible();
  await expect(
    advisor.getByRole("button", { pressed: true }),
  ).toHaveAccessibleName(/Leave at 20:00/);
  await expect(advisor.getByTestId("departure-summary")).toContainText(
    /Leave at 21:00: \d+ min shorter/,
  );
  await expect(
    advisor.getByRole("button", { name: /Leave at 21:00/ }),
  ).toContainText("Quickest");
  await flight.fill("p4 7123");
  await screenshot(page, info, "form");
  const width = page.viewportSize()?.width ?? 0;
  await saveScreenshot(
    form.getByRole("group", { name: "Your trip" }),
    info,
    `a2-trip-${width}`,
  );
  await saveScreenshot(advisor, info, `a2-advisor-${width}`);
  // On a phone the advisor is below the form, which points to it above Confirm Booking.
  const hint = form.getByRole("link", {
    name: /Leave at 21:00: \d+ min shorter/,
  });
  if (info.project.name === "desktop") await expect(hint).toBeHidden();
  else {
    await hint.scrollIntoViewIfNeeded();
    await expect(hint).toBeVisible();
    await saveScreenshot(page, info, `a2-hint-${width}`);
  }
  await expectAccessible(page, info);

  // Choosing a time puts it in the form.
  await advisor.getByRole("button", { name: /Leave at 21:00/ }).click();
  await expect(form.getByLabel("Pickup Time")).toHaveValue("21:00");
  await expect(
    advisor.getByRole("button", { pressed: true }),
  ).toHaveAccessibleName(/Leave at 21:00/);

  await form.getByRole("button", { name: "Confirm Booking" }).click();
  const confirmation = page.getByRole("region", {
    name: "Your ride is requested",
  });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText("P47123");
  await expect(
    confirmation.getByRole("region", { name: "Meeting point" }),
  ).toContainText("car park");
  const follow = confirmation.getByRole("link", { name: "Follow your ride" });
  await expect(follow).toBeVisible();

  const { data: booking, error } = await backend.service
    .from("bookings")
    .select("id, reference, flight_number, pickup_location")
    .eq("customer_email", email)
    .single();
  if (error) throw error;
  expect(booking).toMatchObject({
    flight_number: "P47123",
    pickup_location: TERMINAL,
  });
  const { data: link, error: linkError } = await backend.service
    .from("ride_links")
    .select("manage_token")
    .eq("booking_id", booking.id)
    .single();
  if (linkError) throw linkError;
  await expect(follow).toHaveAttribute(
    "href",
    `/ride/${booking.reference}/${link.manage_token}`,
  );
  await screenshot(page, info, "confirmation");
  await saveScreenshot(confirmation, info, `a2-confirmation-card-${width}`);
  await expectAccessible(page, info);
});

test("a trip with no airport end asks for no flight number", async ({
  page,
}) => {
  await page.goto(
    `/book-a-ride?${new URLSearchParams({ pickup: HOTEL, dropoff: "Ikoyi" })}`,
  );
  await expect(page.getByTestId("fare-total")).toContainText("₦");
  await expect(bookingForm(page).getByLabel("Flight Number")).toHaveCount(0);
});
