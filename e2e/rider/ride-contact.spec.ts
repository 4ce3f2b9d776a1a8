import type { Page } from "@playwright/test";

import { expect, test, uniqueEmail, type Backend } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/**
 * Once a chauffeur is on the way, the ride page says how far away they are, and the rider's own
 * link offers Call and WhatsApp with the chauffeur's number; the family share link shows the
 * estimate but never the number, because ride_status does not send it there.
 */

const PHONE = "+2348039876543";
const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

const letter = () => LETTERS[Math.floor(Math.random() * LETTERS.length)];

/**
 * A chauffeur of its own (unique name and plate) on the way to a confirmed pickup at the Eko
 * Hotel in 30 minutes, their car's fresh position 3 km off; `remove` deletes all of it.
 */
async function rideOnTheWay(backend: Backend) {
  const db = backend.service;
  const suffix = Date.now().toString(36).slice(-5);
  const vehicle = await db
    .from("fleets")
    .insert({
      model: `Contact Sedan ${suffix}`,
      registration_number: `${letter()}${letter()}${letter()}-${String(Date.now() % 1000).padStart(3, "0")}${letter()}${letter()}`,
      seating_capacity: 4,
      owner: "Contact Owner",
    })
    .select("id")
    .single();
  if (vehicle.error) throw vehicle.error;
  const driver = await db
    .from("drivers")
    .insert({
      name: `Ifeoma Contact${suffix}`,
      phone: PHONE,
      license_expiry: "2099-12-31",
      status: "active",
    })
    .select("id, name")
    .single();
  if (driver.error) throw driver.error;
  const places = await db
    .from("places")
    .select("id, name, slug")
    .in("slug", ["eko-hotel-and-suites", "the-wheatbaker"]);
  if (places.error) throw places.error;
  const place = (slug: string) => places.data.find((p) => p.slug === slug)!;
  const booking = await db
    .from("bookings")
    .insert({
      customer_name: "Amaka Eze",
      customer_phone: "+2348031234567",
      customer_email: uniqueEmail("ride-contact"),
      pickup_location: place("eko-hotel-and-suites").name,
      pickup_place_id: place("eko-hotel-and-suites").id,
      dropoff_location: place("the-wheatbaker").name,
      dropoff_place_id: place("the-wheatbaker").id,
      booking_time: new Date(Date.now() + 30 * 60_000).toISOString(),
      service_type: "premium",
      status: "confirmed",
      confirmed_at: new Date().toISOString(),
      fare_kobo: 2_450_000,
      driver_id: driver.data.id,
      vehicle_id: vehicle.data.id,
    })
    .select("id, reference")
    .single();
  if (booking.error) throw booking.error;
  const [link, position] = await Promise.all([
    db
      .from("ride_links")
      .select("manage_token, share_token")
      .eq("booking_id", booking.data.id)
      .single(),
    db.from("vehicle_positions").upsert({
      vehicle_id: vehicle.data.id,
      lat: 6.4531,
      lng: 3.4012,
      speed_kmh: 24,
      heading: 120,
      recorded_at: new Date().toISOString(),
      source: "phone",
    }),
  ]);
  if (link.error || position.error) throw link.error ?? position.error;
  return {
    reference: booking.data.reference,
    driverName: driver.data.name,
    manage: link.data.manage_token,
    share: link.data.share_token,
    async remove() {
      await db.from("bookings").delete().eq("id", booking.data.id);
      await db
        .from("vehicle_positions")
        .delete()
        .eq("vehicle_id", vehicle.data.id);
      await db.from("drivers").delete().eq("id", driver.data.id);
      await db.from("fleets").delete().eq("id", vehicle.data.id);
    },
  };
}

/** Opens a ride link and returns what ride_status answered the page. */
async function openRide(page: Page, reference: string, token: string) {
  const answer = page.waitForResponse(
    (r) => r.url().includes("/rpc/ride_status") && r.ok(),
  );
  await page.goto(`/ride/${reference}/${token}`);
  return (await (await answer).json()) as {
    eta_minutes: number | null;
    driver_phone: string | null;
  };
}

test("the rider's link shows the estimate and Call / WhatsApp; the share link shows no number", async ({
  page,
  backend,
}, testInfo) => {
  const ride = await rideOnTheWay(backend);
  try {
    const mine = await openRide(page, ride.reference, ride.manage);
    expect(mine.driver_phone).toBe(PHONE);
    expect(mine.eta_minutes).toBeGreaterThan(0);
    await expect(
      page.getByRole("heading", { level: 1, name: "Driver on the way" }),
    ).toBeVisible();
    const eta = page.getByTestId("ride-eta");
    await expect(eta).toContainText(
      `Your chauffeur is about ${mine.eta_minutes} min away`,
    );
    await expect(eta).toContainText(/at the pickup around \d\d:\d\d/);
    await expect(eta).toBeInViewport();

    const panel = page.getByRole("region", { name: "Driver and vehicle" });
    const call = panel.getByRole("link", {
      name: `Call ${ride.driverName} on +234 803 987 6543`,
    });
    const whatsapp = panel.getByRole("link", {
      name: `WhatsApp ${ride.driverName}`,
    });
    await expect(call).toHaveAttribute("href", `tel:${PHONE}`);
    await expect(whatsapp).toHaveAttribute(
      "href",
      "https://wa.me/2348039876543",
    );
    for (const button of [call, whatsapp]) {
      await button.scrollIntoViewIfNeeded();
      await expect(button).toBeInViewport({ ratio: 1 });
    }

    await saveScreenshot(
      page,
      testInfo,
      `ride-contact-${testInfo.project.name}`,
      {
        fullPage: true,
      },
    );

    const shared = await openRide(page, ride.reference, ride.share);
    // Held back by the database itself, not only left undrawn.
    expect(shared.driver_phone).toBeNull();
    expect(shared.eta_minutes).toBe(mine.eta_minutes);
    await expect(page.getByTestId("ride-eta")).toContainText(
      `The chauffeur is about ${shared.eta_minutes} min away`,
    );
    const sharedPanel = page.getByRole("region", {
      name: "Driver and vehicle",
    });
    await expect(sharedPanel).toContainText(ride.driverName);
    await expect(sharedPanel.getByRole("link")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText("987 6543");
    await expect(
      page.getByRole("link", { name: new RegExp(ride.driverName) }),
    ).toHaveCount(0);
  } finally {
    await ride.remove();
  }
});
