import type { Page, TestInfo } from "@playwright/test";

import { expect, test } from "../admin/fixtures.ts";
import { blockingViolations } from "../axe.ts";
import { uniqueEmail, type Backend } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/** An arrival at MMIA made through create_booking, then cancelled through the rider's own link. */
async function riderCancelledArrival(backend: Backend) {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(
    7,
    "0",
  );
  const { data, error } = await backend.service.rpc("create_booking", {
    p_customer_name: "Folake Adeyemi",
    p_customer_phone: `0803${digits}`,
    p_customer_email: uniqueEmail("airport-admin"),
    p_pickup: "MMIA",
    p_dropoff: "Eko Hotel & Suites",
    p_booking_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    p_service_type: "airport_hotel",
    p_idempotency_key: crypto.randomUUID(),
    p_flight_number: "ba 75",
  });
  if (error) throw error;
  const cancelled = await backend.service.rpc("cancel_ride", {
    p_reference: data.reference!,
    p_token: data.ride_token!,
    p_reason: "My flight was moved to Friday.",
  });
  if (cancelled.error) throw cancelled.error;
  return data.reference!;
}

async function screenshot(page: Page, info: TestInfo, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await saveScreenshot(page, info, `a2-${name}-${width}`);
}

test("the admin's booking detail shows the flight, the meeting point and who cancelled", async ({
  adminPage: page,
  backend,
}, info) => {
  const reference = await riderCancelledArrival(backend);
  await page.goto(`/admin/booking?q=${reference}`);
  await page.getByRole("button", { name: `Actions for ${reference}` }).click();
  await page.getByRole("menuitem", { name: "View details" }).click();
  const sheet = page.getByRole("dialog", { name: "Booking details" });
  const airport = sheet.getByRole("region", { name: "Airport" });
  await expect(airport).toContainText("BA75");
  await expect(airport).toContainText("international terminal's car park");
  await expect(
    sheet.locator("p").filter({ hasText: "Cancelled by the rider:" }),
  ).toContainText("My flight was moved to Friday.");
  await screenshot(page, info, "admin-detail");
  const before = page.viewportSize();
  await page.setViewportSize({
    width: info.project.name === "desktop" ? 1280 : 390,
    height: 844,
  });
  expect(await blockingViolations(page, { afterAnimations: true })).toEqual([]);
  if (before) await page.setViewportSize(before);
});
