import type { Browser, Page } from "@playwright/test";

import {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expect,
  test,
  useSession,
} from "../admin/fixtures.ts";
import { blockingViolations } from "../axe.ts";
import { uniqueEmail, type Backend } from "../fixtures.ts";
import { apart } from "../geometry.ts";

const PHONE = { width: 390, height: 844 };
// Ahmadu Bello Way, Victoria Island: where the emulated phone says it is.
const LAGOS_FIX = { latitude: 6.4312, longitude: 3.4216, accuracy: 8 };
const DRIVER_NAME = "Emmanuel Okonkwo";
const DRIVERS_CAR = "EKY-482KJ";

test.use({
  viewport: PHONE,
  permissions: ["geolocation"],
  geolocation: LAGOS_FIX,
});

const toast = (page: Page, title: string) =>
  page.getByRole("status").filter({ hasText: title }).first();

/**
 * A confirmed trip for the demo driver, due now (so it is today's first, whatever the hour), and
 * what it will change: the driver's trip count, the car's status, its last position and the
 * driver's consent to location sharing. `restore` puts them back and deletes the trip, so the
 * other specs see the seed as it was.
 */
async function tripForTheDemoDriver(backend: Backend) {
  const db = backend.service;
  const driver = await db
    .from("drivers")
    .select("id, user_id, trips, assigned_vehicle_id")
    .eq("name", DRIVER_NAME)
    .single();
  if (driver.error) throw driver.error;
  // As on the driver's first shift: no consent to location sharing recorded yet.
  const clearConsents = () =>
    db.from("location_consents").delete().eq("user_id", driver.data.user_id!);
  const cleared = await clearConsents();
  if (cleared.error) throw cleared.error;
  const vehicleId = driver.data.assigned_vehicle_id!;
  const [vehicle, position, places] = await Promise.all([
    db.from("fleets").select("status").eq("id", vehicleId).single(),
    db
      .from("vehicle_positions")
      // simulated is computed from source, so it is neither read nor written back.
      .select(
        "vehicle_id, lat, lng, speed_kmh, heading, recorded_at, source, driver_id, accuracy_m",
      )
      .eq("vehicle_id", vehicleId)
      .maybeSingle(),
    db
      .from("places")
      .select("id, name, slug")
      .in("slug", ["eko-hotel-and-suites", "the-wheatbaker"]),
  ]);
  if (vehicle.error || position.error || places.error)
    throw vehicle.error ?? position.error ?? places.error;
  const place = (slug: string) => places.data.find((p) => p.slug === slug)!;
  const inserted = await db
    .from("bookings")
    .insert({
      customer_name: "Bisi Adewale",
      customer_phone: "+2348031234567",
      customer_email: uniqueEmail("driver-trip"),
      pickup_location: place("eko-hotel-and-suites").name,
      pickup_place_id: place("eko-hotel-and-suites").id,
      dropoff_location: place("the-wheatbaker").name,
      dropoff_place_id: place("the-wheatbaker").id,
      booking_time: new Date(Date.now() - 60_000).toISOString(),
      service_type: "premium",
      status: "confirmed",
      confirmed_at: new Date().toISOString(),
      fare_kobo: 2_450_000,
      driver_id: driver.data.id,
      vehicle_id: vehicleId,
    })
    .select("id, reference")
    .single();
  if (inserted.error) throw inserted.error;

  return {
    booking: inserted.data,
    driverId: driver.data.id,
    vehicleId,
    async restore() {
      const results = await Promise.all([
        clearConsents(),
        db.from("bookings").delete().eq("id", inserted.data.id),
        db
          .from("drivers")
          .update({ trips: driver.data.trips })
          .eq("id", driver.data.id),
        db
          .from("fleets")
          .update({ status: vehicle.data.status })
          .eq("id", vehicleId),
        position.data
          ? db.from("vehicle_positions").upsert(position.data)
          : db.from("vehicle_positions").delete().eq("vehicle_id", vehicleId),
      ]);
      const failed = results.find((result) => result.error);
      if (failed?.error) throw failed.error;
    },
  };
}

/** The admin's tracking screen, open before the driver shares a position, to see it arrive live. */
async function openTracking(
  browser: Browser,
  session: Parameters<typeof useSession>[1],
) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await useSession(page, session);
  await page.goto("/admin/tracking");
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  const car = page
    .getByRole("list", { name: "Vehicles" })
    .getByRole("listitem")
    .filter({ hasText: DRIVERS_CAR });
  return { context, car };
}

test("the demo driver signs in on a phone, moves a trip along and shares the phone's position", async ({
  page,
  backend,
  browser,
  sessions,
}) => {
  test.skip(
    test.info().project.name !== "mobile-360",
    "a phone journey: run once, in the phone project (at 390 px)",
  );
  const trip = await tripForTheDemoDriver(backend);
  try {
    await page.goto("/auth");
    const login = page.getByRole("tabpanel", { name: "Login" });
    await login.getByLabel("Email or username").fill(DEMO_ACCOUNTS.driver);
    await login.getByLabel("Password", { exact: true }).fill(DEMO_PASSWORD);
    await login.getByRole("button", { name: "Login", exact: true }).click();
    await expect(page).toHaveURL(/\/driver$/);

    const current = page.getByRole("region", {
      name: new RegExp(trip.booking.reference),
    });
    await expect(current).toContainText("Bisi Adewale");
    await expect(
      current.getByRole("link", { name: /^Call Bisi Adewale/ }),
    ).toHaveAttribute("href", "tel:+2348031234567");

    await current.getByRole("button", { name: "I've arrived" }).click();
    await expect(toast(page, "Arrival Recorded")).toBeVisible();
    // Toasts sit at the bottom, clear of the app's title.
    expect(
      await apart(
        toast(page, "Arrival Recorded"),
        page.getByRole("heading", { level: 1, name: "Your trips" }),
      ),
    ).toBe(true);
    await expect(current.getByText(/^Arrived at \d\d:\d\d$/)).toBeVisible();

    await current.getByRole("button", { name: "Start trip" }).click();
    await expect(toast(page, "Trip Started")).toBeVisible();
    await expect(current.getByText("Trip under way")).toBeVisible();
    const started = await backend.service
      .from("bookings")
      .select("status, arrived_at")
      .eq("id", trip.booking.id)
      .single();
    expect(started.data?.status).toBe("in-progress");
    expect(started.data?.arrived_at).not.toBeNull();

    // On duty: the first time, the driver agrees to location sharing (recorded), then the
    // emulated phone's fix reaches the database and the admin's screen, live.
    const tracking = await openTracking(browser, await sessions("admin"));
    await page.getByRole("switch", { name: "On duty" }).click();
    await page
      .getByRole("dialog", { name: "Share your location while on duty?" })
      .getByRole("button", { name: "I agree" })
      .click();
    await expect(
      page.getByText("Sharing your position with dispatch."),
    ).toBeVisible();
    await expect(page.getByText(/^Last sent at \d\d:\d\d:\d\d$/)).toBeVisible();
    const stored = await backend.service
      .from("vehicle_positions")
      .select("lat, lng, source, driver_id, accuracy_m")
      .eq("vehicle_id", trip.vehicleId)
      .single();
    expect(stored.data).toMatchObject({
      lat: LAGOS_FIX.latitude,
      lng: LAGOS_FIX.longitude,
      source: "phone",
      driver_id: trip.driverId,
      accuracy_m: LAGOS_FIX.accuracy,
    });
    await expect(tracking.car).toContainText("Driver's phone");
    await tracking.context.close();

    await current.getByRole("button", { name: "Complete trip" }).click();
    const confirm = page.getByRole("alertdialog", {
      name: "Complete this trip?",
    });
    await confirm.getByRole("button", { name: "Complete trip" }).click();
    await expect(toast(page, "Trip Completed")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Done" }).getByRole("article", {
        name: new RegExp(trip.booking.reference),
      }),
    ).toContainText("Completed");
    const completed = await backend.service
      .from("bookings")
      .select("status")
      .eq("id", trip.booking.id)
      .single();
    expect(completed.data?.status).toBe("completed");

    await page.getByRole("switch", { name: "On duty" }).click();
    await expect(
      page.getByText("Off duty. Your position is not shared."),
    ).toBeVisible();
  } finally {
    await trip.restore();
  }
});

test("/driver has no serious or critical axe violations at 390 and 1280 px", async ({
  page,
  sessions,
}) => {
  test.skip(
    test.info().project.name !== "desktop",
    "both widths are checked in one run",
  );
  await useSession(page, await sessions("driver"));
  for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
    await page.setViewportSize(viewport);
    await page.goto("/driver");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your trips" }),
    ).toBeVisible();
    await expect(page.getByRole("switch", { name: "On duty" })).toBeVisible();
    await page.waitForLoadState("networkidle");
    await expect(page.locator('[data-slot="skeleton"]')).toHaveCount(0);
    expect(await blockingViolations(page)).toEqual([]);
  }
});
