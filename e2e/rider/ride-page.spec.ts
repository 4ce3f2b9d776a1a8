import type { Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "../../src/lib/database.types.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../admin/fixtures.ts";
import { blockingViolations } from "../axe.ts";
import {
  apiUrl,
  expect,
  isNarrow,
  test,
  uniqueEmail,
  visitorClient,
  type Backend,
} from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/**
 * The live ride page against the real backend: a booking's manage link follows the operator's
 * assignment and the start of the trip without a reload, Share offers the view-only link (which
 * opens the shared view without the fare or actions), a wrong token finds nothing.
 */

type Client = SupabaseClient<Database>;

const client = visitorClient;

async function adminClient(): Promise<Client> {
  const admin = client();
  const { error } = await admin.auth.signInWithPassword({
    email: DEMO_ACCOUNTS.admin,
    password: DEMO_PASSWORD,
  });
  if (error) throw error;
  return admin;
}

interface Ride {
  id: string;
  reference: string;
  manage: string;
  share: string;
  pickup: string;
  dropoff: string;
}

/** A booking as a visitor makes it (anonymous), pickup in 30 minutes, and its two ride tokens. */
async function book(backend: Backend, name = "Adaeze Okoro"): Promise<Ride> {
  const places = await backend.service
    .from("places")
    .select("name")
    .neq("kind", "airport")
    .order("name")
    .limit(2);
  if (places.error) throw places.error;
  const [pickup, dropoff] = places.data.map((place) => place.name) as [
    string,
    string,
  ];
  const { data, error } = await client().rpc("create_booking", {
    p_customer_name: name,
    p_customer_phone: `0803${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`,
    p_customer_email: uniqueEmail("ride-page"),
    p_pickup: pickup,
    p_dropoff: dropoff,
    p_booking_time: new Date(Date.now() + 30 * 60_000).toISOString(),
    p_service_type: "premium",
    p_idempotency_key: crypto.randomUUID(),
  });
  if (error) throw error;
  const receipt = data as { id: string; reference: string };
  const link = await backend.service
    .from("ride_links")
    .select("manage_token, share_token")
    .eq("booking_id", receipt.id)
    .single();
  if (link.error) throw link.error;
  return {
    id: receipt.id,
    reference: receipt.reference,
    manage: link.data.manage_token,
    share: link.data.share_token,
    pickup,
    dropoff,
  };
}

/** Assigns an available driver and vehicle and confirms, as the operator's back office does. */
async function assignAndConfirm(admin: Client, bookingId: string) {
  const candidates = await admin.rpc("dispatch_candidates", {
    p_booking_id: bookingId,
  });
  if (candidates.error) throw candidates.error;
  const pick = candidates.data.find((row) => row.assignable);
  if (!pick) throw new Error("no assignable driver and vehicle");
  const assigned = await admin.rpc("assign_booking", {
    p_booking_id: bookingId,
    p_driver_id: pick.driver_id,
    p_vehicle_id: pick.vehicle_id,
  });
  if (assigned.error) throw assigned.error;
  const confirmed = await admin.rpc("set_booking_status", {
    p_booking_id: bookingId,
    p_status: "confirmed",
  });
  if (confirmed.error) throw confirmed.error;
  return pick;
}

/** A fresh position for the vehicle, near the Eko Hotel, as the driver's phone would report. */
async function placeVehicle(backend: Backend, vehicleId: string) {
  const { error } = await backend.service.from("vehicle_positions").upsert({
    vehicle_id: vehicleId,
    lat: 6.4281,
    lng: 3.4219,
    speed_kmh: 28,
    heading: 90,
    recorded_at: new Date().toISOString(),
    source: "phone",
  });
  if (error) throw error;
}

const rideHref = (reference: string, token: string) =>
  `/ride/${reference}/${token}`;

function heading(page: Page, name: string) {
  return page.getByRole("heading", { level: 1, name });
}

function currentStep(page: Page) {
  return page
    .getByRole("list", { name: "Ride progress" })
    .locator('[aria-current="step"]');
}

async function expectNoBlockingViolations(page: Page, label: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    expect(await blockingViolations(page), `${label} at ${width} px`).toEqual(
      [],
    );
  }
}

test("the manage link follows the ride live as the operator assigns a driver and starts the trip", async ({
  page,
  backend,
}, testInfo) => {
  test.setTimeout(90_000);
  const ride = await book(backend);
  const admin = await adminClient();

  await page.goto(rideHref(ride.reference, ride.manage));
  await expect(heading(page, "Ride requested")).toBeVisible();
  await expect(currentStep(page)).toHaveAttribute("data-step", "requested");
  await expect(page.getByText(`Your ride · ${ride.reference}`)).toBeVisible();
  await expect(page.getByText(ride.pickup).first()).toBeVisible();
  await expect(page.getByText("Fare", { exact: true })).toBeVisible();
  // A marker that a reload would wipe.
  await page.evaluate(() => {
    (window as { stayed?: boolean }).stayed = true;
  });

  const pick = await assignAndConfirm(admin, ride.id);
  await placeVehicle(backend, pick.vehicle_id);
  const fleet = await backend.service
    .from("fleets")
    .select("model, registration_number, colour")
    .eq("id", pick.vehicle_id)
    .single();
  if (fleet.error) throw fleet.error;

  // Pickup is within the hour, so an assigned ride is on its way.
  await expect(heading(page, "Driver on the way")).toBeVisible({
    timeout: 15_000,
  });
  const driver = page.getByRole("region", { name: "Driver and vehicle" });
  await expect(driver).toContainText(pick.driver_name);
  await expect(driver).toContainText(fleet.data.model);
  await expect(driver).toContainText(fleet.data.registration_number);
  if (fleet.data.colour) await expect(driver).toContainText(fleet.data.colour);
  await expect(currentStep(page)).toHaveAttribute("data-step", "on_the_way");
  // The map loads after the text, and shows the vehicle.
  await expect(page.getByTestId("ride-position")).toContainText(/Updated/);
  await expect(page.locator(".lagos-map-vehicle")).toBeVisible();
  expect(
    await page.evaluate(() => (window as { stayed?: boolean }).stayed),
  ).toBe(true);

  const started = await admin.rpc("set_booking_status", {
    p_booking_id: ride.id,
    p_status: "in-progress",
  });
  if (started.error) throw started.error;
  await expect(heading(page, "On the trip")).toBeVisible({ timeout: 15_000 });
  await expect(currentStep(page)).toHaveAttribute("data-step", "in_progress");
  await expect(
    page.getByRole("region", { name: /on the trip$/ }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as { stayed?: boolean }).stayed),
  ).toBe(true);

  await saveScreenshot(page, testInfo, `c1-ride-${testInfo.project.name}`, {
    fullPage: true,
  });
  await expectNoBlockingViolations(page, "the ride page on its trip");
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, testInfo, "c1-ride-390", { fullPage: true });
});

test("Share offers the view-only link without a share sheet, and it opens the shared view", async ({
  page,
  context,
  backend,
}, testInfo) => {
  const ride = await book(backend, "Tobi Bakare");
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  await page.goto(rideHref(ride.reference, ride.manage));
  await page.getByRole("button", { name: "Share ride" }).click();
  const link = page.getByLabel("View-only link");
  const origin = new URL(page.url()).origin;
  const shared = `${origin}${rideHref(ride.reference, ride.share)}`;
  await expect(link).toHaveValue(shared);
  const whatsapp = page.getByRole("link", { name: "Send on WhatsApp" });
  const href = new URL((await whatsapp.getAttribute("href"))!);
  expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/");
  expect(href.searchParams.get("text")).toContain(shared);
  expect(href.searchParams.get("text")).not.toContain(ride.manage);

  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied.")).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(shared);
  await saveScreenshot(page, testInfo, `c1-share-${testInfo.project.name}`, {
    fullPage: true,
  });

  await page.goto(copied);
  await expect(heading(page, "Ride requested")).toBeVisible();
  await expect(
    page.getByText(`Shared with you · Tobi's ride · ${ride.reference}`),
  ).toBeVisible();
  await expect(page.getByText("Fare", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Share ride" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /Cancel ride/ })).toHaveCount(
    0,
  );
  await saveScreenshot(page, testInfo, `c1-shared-${testInfo.project.name}`, {
    fullPage: true,
  });
  await expectNoBlockingViolations(page, "the shared view");
});

test("Share hands the view-only link to the phone's share sheet when there is one", async ({
  page,
  backend,
}) => {
  const ride = await book(backend);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: (data: ShareData) => {
        (window as { shared?: ShareData }).shared = data;
        return Promise.resolve();
      },
    });
  });
  await page.goto(rideHref(ride.reference, ride.manage));
  await page.getByRole("button", { name: "Share ride" }).click();
  const shared = await page.evaluate(
    () => (window as { shared?: ShareData }).shared,
  );
  expect(shared?.url).toBe(
    `${new URL(page.url()).origin}${rideHref(ride.reference, ride.share)}`,
  );
  await expect(page.getByLabel("View-only link")).toHaveCount(0);
});

test("a wrong token or reference finds nothing, calmly", async ({
  page,
  backend,
}, testInfo) => {
  const ride = await book(backend);
  for (const href of [
    rideHref(ride.reference, "0".repeat(32)),
    rideHref("EKO-NOSUCH", ride.manage),
  ]) {
    await page.goto(href);
    await expect(heading(page, "This ride link is not valid")).toBeVisible();
    await expect(page.getByText(ride.pickup)).toHaveCount(0);
  }
  const contact = page.getByRole("region", {
    name: "This ride link is not valid",
  });
  await expect(contact.getByRole("link", { name: "WhatsApp" })).toBeVisible();
  await expect(contact.getByRole("link", { name: "Contact us" })).toBeVisible();
  if (!isNarrow(page))
    await saveScreenshot(
      page,
      testInfo,
      `c1-not-found-${testInfo.project.name}`,
    );
  await expectNoBlockingViolations(page, "the not-found view");
});

test("a ride link asks for its code and its status while the app downloads, once", async ({
  page,
  backend,
}) => {
  const ride = await book(backend);
  const statusCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/rest/v1/rpc/ride_status"))
      statusCalls.push(request.method());
  });
  await page.goto(rideHref(ride.reference, ride.manage));
  await expect(heading(page, "Ride requested")).toBeVisible();
  const announced = await page.evaluate(() => ({
    chunks: [
      ...document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"),
    ].map((link) =>
      new URL(link.href).pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ""),
    ),
    connect: [
      ...document.querySelectorAll<HTMLLinkElement>("link[rel=preconnect]"),
    ].map((link) => new URL(link.href).origin),
    leftOver: "__ekoPrefetch" in window,
  }));
  // The page's code in three files (the data layer, the page, the footer), fetched with the entry.
  expect(announced.chunks).toEqual(
    expect.arrayContaining(["query", "ride", "site-footer"]),
  );
  // The status is read without the Supabase client.
  expect(announced.chunks).not.toContain("supabase");
  expect(announced.connect).toEqual([apiUrl]);
  // The page took the preloaded answer instead of asking again.
  expect(announced.leftOver).toBe(false);
  expect(statusCalls.filter((method) => method === "POST")).toHaveLength(1);
});

test("a ride on its way opens without moving what is on screen as its map, panels and payment arrive", async ({
  page,
  backend,
}) => {
  const ride = await book(backend);
  const pick = await assignAndConfirm(await adminClient(), ride.id);
  await placeVehicle(backend, pick.vehicle_id);
  // Every layout shift the page makes without the visitor touching anything (what CLS adds up).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { shifts?: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: "layout-shift", buffered: true });
  });
  await page.goto(rideHref(ride.reference, ride.manage));
  await expect(heading(page, "Driver on the way")).toBeVisible();
  await expect(page.locator(".lagos-map-vehicle")).toBeVisible();
  await expect(page.getByRole("region", { name: "Progress" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Payment" }).getByRole("button", {
      name: "Pay now",
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Change of plans" }),
  ).toBeVisible();
  const shifted = await page.evaluate(() =>
    ((window as { shifts?: number[] }).shifts ?? []).reduce(
      (sum, value) => sum + value,
      0,
    ),
  );
  expect(shifted).toBeLessThan(0.02);
});
