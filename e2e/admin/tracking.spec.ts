import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { blockingViolations } from "../axe.ts";
import { apiUrl } from "../fixtures.ts";
import { DEMO_PASSWORD, expect, test } from "./fixtures.ts";

// Seeded vehicles (supabase/seed.sql): the demo driver's S 580, a Camry parked in Yaba and a
// GX 460 in the workshop whose last fix is 50 minutes old.
const DRIVERS_CAR = "EKY-482KJ";
const SIMULATED_CAR = "LSR-806CN";
const WORKSHOP_CAR = "SMK-552TY";

const listItem = (page: Page, plate: string) =>
  page
    .getByRole("list", { name: "Vehicles" })
    .getByRole("listitem")
    .filter({ hasText: plate });

test("live tracking: simulator and phone positions arrive without a reload, stale fixes are marked, list and map select together", async ({
  adminPage: page,
  backend,
}) => {
  const { data: fleet } = await backend.service
    .from("fleets")
    .select("id, registration_number");
  const idOf = (plate: string) =>
    fleet!.find((f) => f.registration_number === plate)!.id;

  await page.goto("/admin/tracking");
  await expect(page.getByRole("heading", { name: "Tracking" })).toBeVisible();
  const items = page
    .getByRole("list", { name: "Vehicles" })
    .getByRole("listitem");
  await expect(items).toHaveCount(fleet!.length);
  await expect(page.getByText("Live", { exact: true })).toBeVisible();
  await expect(page.getByText("Simulated telemetry")).toBeVisible();

  // A position from the simulator (the service role) moves its vehicle live.
  const simulated = await backend.service.rpc("report_position", {
    p_lat: 6.5158,
    p_lng: 3.3781,
    p_speed_kmh: 47,
    p_heading: 10,
    p_vehicle_id: idOf(SIMULATED_CAR),
  });
  expect(simulated.error).toBeNull();
  const camry = listItem(page, SIMULATED_CAR);
  await expect(camry).toContainText("47 km/h");
  await expect(camry).toContainText("Simulator");
  await expect(camry).not.toContainText("Stale");
  const camryMarker = page.locator(
    `.leaflet-marker-icon[data-vehicle-id="${idOf(SIMULATED_CAR)}"]`,
  );
  await expect(camryMarker).toHaveAttribute("data-stale", "false");

  // A position from the demo driver's phone says so, with the driver's name.
  const phone = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signIn = await phone.auth.signInWithPassword({
    email: "driver@ekoluxe.ng",
    password: DEMO_PASSWORD,
  });
  expect(signIn.error).toBeNull();
  // A phone shares its position only after the driver agreed to it; the driver app's own spec
  // walks that first-time prompt, so the agreement is withdrawn again below.
  const consent = await phone.rpc("record_location_consent", {
    p_policy_version: "2026-11",
  });
  expect(consent.error).toBeNull();
  const shared = await phone.rpc("report_position", {
    p_lat: 6.4312,
    p_lng: 3.4216,
    p_speed_kmh: 23,
    p_heading: 45,
    p_accuracy_m: 12,
  });
  expect(shared.error).toBeNull();
  const s580 = listItem(page, DRIVERS_CAR);
  await expect(s580).toContainText("Driver's phone");
  await expect(s580).toContainText("23 km/h");
  await expect(s580).toContainText("Emmanuel Okonkwo");
  const stored = await backend.service
    .from("vehicle_positions")
    .select("source, driver_id, lat")
    .eq("vehicle_id", idOf(DRIVERS_CAR))
    .single();
  expect(stored.data).toMatchObject({ source: "phone", lat: 6.4312 });
  const withdrawn = await backend.service
    .from("location_consents")
    .delete()
    .eq("user_id", signIn.data.user!.id);
  expect(withdrawn.error).toBeNull();

  // An old fix is marked on the map; in the workshop the vehicle is off duty, not an alarm.
  await expect(listItem(page, WORKSHOP_CAR)).toContainText("Off duty");
  await expect(
    page.locator(
      `.leaflet-marker-icon[data-vehicle-id="${idOf(WORKSHOP_CAR)}"]`,
    ),
  ).toHaveAttribute("data-stale", "true");

  // Selecting in the list rings the marker; clicking a marker selects its row.
  await camry.getByRole("button", { pressed: false }).first().click();
  await expect(camryMarker).toHaveAttribute("data-selected", "true");
  await expect(page.getByRole("button", { name: "Follow" })).toBeEnabled();
  const s580Marker = page.locator(
    `.leaflet-marker-icon[data-vehicle-id="${idOf(DRIVERS_CAR)}"]`,
  );
  await s580Marker.dispatchEvent("click");
  await expect(s580.getByRole("button", { pressed: true })).toBeVisible();
  await expect(s580Marker).toHaveAttribute("data-selected", "true");
  await expect(camryMarker).toHaveAttribute("data-selected", "false");

  expect(await blockingViolations(page)).toEqual([]);
});
