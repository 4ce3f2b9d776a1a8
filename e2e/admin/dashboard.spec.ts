import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { apiUrl, uniqueEmail, type Backend } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/** A Lagos-format plate no seed vehicle uses (the seed has no Q plates). */
function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `Q${pick()}${pick()}-${digits}${pick()}${pick()}`;
}

function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(
    7,
    "0",
  );
  return `+234803${digits}`;
}

async function placeIds(backend: Backend): Promise<[string, string]> {
  const { data } = await backend.service.from("places").select("id").limit(2);
  return [data![0]!.id, data![1]!.id];
}

/** A booking row written directly with the service role (status and time as a test needs them). */
async function insertBooking(
  backend: Backend,
  fields: {
    status: "pending" | "completed";
    hoursAhead: number;
    fare?: number;
  },
) {
  const { data, error } = await backend.service
    .from("bookings")
    .insert({
      customer_name: "Dashboard Spec",
      customer_phone: uniquePhone(),
      customer_email: uniqueEmail("dashboard"),
      pickup_location: "Ikeja City Mall",
      dropoff_location: "Lekki Phase 1",
      booking_time: new Date(
        Date.now() + fields.hoursAhead * 3_600_000,
      ).toISOString(),
      fare_kobo: fields.fare ?? 1_850_000,
      status: fields.status,
      // Booked a day before, as a real trip would be.
      created_at: new Date(Date.now() - 86_400_000).toISOString(),
    })
    .select("id, reference, fare_kobo")
    .single();
  expect(error).toBeNull();
  return data!;
}

const card = (page: Page, label: string) =>
  page.getByRole("region", { name: label });

test.describe("admin dashboard", () => {
  test("the stat cards show the database's numbers", async ({
    adminPage: page,
    backend,
    sessions,
  }) => {
    const count = async (
      table: "fleets" | "bookings",
      column: string,
      values: string[],
    ) => {
      const { count: n, error } = await backend.service
        .from(table)
        .select("id", { count: "exact", head: true })
        .in(column, values);
      expect(error).toBeNull();
      return n!;
    };
    await page.goto("/admin/dashboard");
    await expect(card(page, "Active Cars")).toContainText(
      String(await count("fleets", "status", ["available", "on-trip"])),
    );
    await expect(card(page, "Pending Bookings")).toContainText(
      String(await count("bookings", "status", ["pending"])),
    );
    // Revenue follows rules only the function knows: ask it as the administrator.
    const admin = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
      auth: { persistSession: false },
    });
    await admin.auth.setSession(await sessions("admin"));
    const { data: stats } = await admin.rpc("dashboard_stats");
    const naira = Math.round(stats.total_revenue_kobo / 100).toLocaleString(
      "en-NG",
    );
    await expect(card(page, "Total Revenue")).toContainText(`₦${naira}`);
  });

  test("Recent Bookings shows a booking made elsewhere within seconds", async ({
    adminPage: page,
    backend,
    browser,
  }) => {
    await page.goto("/admin/dashboard");
    const recent = page.getByRole("region", { name: "Recent Bookings" });
    await expect(recent.getByText("Live")).toBeVisible({ timeout: 15_000 });

    // A visitor in a browser context of their own books through the API.
    const visitor = await browser.newContext();
    const [pickup, dropoff] = await placeIds(backend);
    const visitorClient = createClient(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
      auth: { persistSession: false },
    });
    const { data, error } = await visitorClient.rpc("create_booking", {
      p_customer_name: "Live Visitor",
      p_customer_phone: uniquePhone(),
      p_customer_email: uniqueEmail("live"),
      p_pickup: pickup,
      p_dropoff: dropoff,
      p_booking_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      p_service_type: "premium",
      p_idempotency_key: crypto.randomUUID(),
    });
    await visitor.close();
    expect(error).toBeNull();
    const reference = (data as { reference: string }).reference;

    const row = recent.getByRole("listitem").filter({ hasText: reference });
    await expect(row).toBeVisible({ timeout: 5_000 });
    await expect(row).toContainText("Live Visitor");
    await expect(row).toContainText("Pending");
    await expect(recent.getByRole("listitem")).toHaveCount(5);

    await row.getByRole("button", { name: `View ${reference}` }).click();
    await expect(page.getByRole("dialog")).toContainText("Live Visitor");
  });

  test("Collect Cash records a payment for a completed trip", async ({
    adminPage: page,
    backend,
  }, testInfo) => {
    const trip = await insertBooking(backend, {
      status: "completed",
      hoursAhead: -3,
    });
    await page.goto("/admin/dashboard");
    await page.getByRole("button", { name: "Collect Cash" }).click();
    const dialog = page.getByRole("dialog", { name: "Collect Cash" });
    await dialog.getByLabel("Completed booking").fill(trip.reference);
    await dialog
      .getByRole("option", { name: new RegExp(trip.reference) })
      .click();
    await expect(dialog.getByLabel("Amount (NGN)")).toHaveValue("18500");
    await dialog.getByLabel("Received by").fill("Tunde Bakare");
    await saveScreenshot(page, testInfo, "collect-cash");
    await dialog.getByRole("button", { name: "Record payment" }).click();
    await expect(
      page.getByText("Payment Recorded", { exact: true }),
    ).toBeVisible();

    const { data } = await backend.service
      .from("payments")
      .select("amount_kobo, method, received_by")
      .eq("booking_id", trip.id);
    expect(data).toEqual([
      { amount_kobo: 1_850_000, method: "cash", received_by: "Tunde Bakare" },
    ]);
  });

  test("Report Maintenance logs the work and takes the vehicle out of service", async ({
    adminPage: page,
    backend,
  }, testInfo) => {
    const plate = uniquePlate();
    const { data: vehicle } = await backend.service
      .from("fleets")
      .insert({
        model: "Toyota Hiace E2E",
        registration_number: plate,
        seating_capacity: 10,
        owner: "EkoLuxe Fleet",
      })
      .select("id")
      .single();
    try {
      await page.goto("/admin/dashboard");
      await page.getByRole("button", { name: "Report Maintenance" }).click();
      const dialog = page.getByRole("dialog", { name: "Report Maintenance" });
      await dialog.getByRole("combobox", { name: "Vehicle" }).click();
      await page.getByRole("option", { name: new RegExp(plate) }).click();
      await dialog.getByRole("combobox", { name: "Type" }).click();
      await page.getByRole("option", { name: "Repair" }).click();
      await dialog.getByLabel("Details").fill("Brake pads replaced");
      await dialog.getByLabel("Cost (NGN)").fill("45000");
      await dialog.getByLabel("Put the vehicle in maintenance").check();
      await saveScreenshot(page, testInfo, "maintenance");
      await dialog.getByRole("button", { name: "Report maintenance" }).click();
      await expect(
        page.getByText("Maintenance Reported", { exact: true }),
      ).toBeVisible();

      const { data: logs } = await backend.service
        .from("maintenance_logs")
        .select("log_type, details, cost_kobo")
        .eq("vehicle_id", vehicle!.id);
      expect(logs).toEqual([
        {
          log_type: "Repair",
          details: "Brake pads replaced",
          cost_kobo: 4_500_000,
        },
      ]);
      const { data: after } = await backend.service
        .from("fleets")
        .select("status")
        .eq("id", vehicle!.id)
        .single();
      expect(after!.status).toBe("maintenance");
    } finally {
      await backend.service.from("fleets").delete().eq("id", vehicle!.id);
    }
  });

  test("alerts name what needs an operator and open the dispatch dialog", async ({
    adminPage: page,
    backend,
  }, testInfo) => {
    const name = `Alert Driver ${Date.now().toString(36)}`;
    const { data: driver } = await backend.service
      .from("drivers")
      .insert({ name, license_expiry: "2024-01-31" })
      .select("id")
      .single();
    const soon = await insertBooking(backend, {
      status: "pending",
      hoursAhead: 1,
    });
    try {
      await page.goto("/admin/dashboard");
      const alerts = page.getByRole("region", { name: "Alerts" });
      const showAll = alerts.getByRole("button", { name: /^Show all/ });
      if (await showAll.isVisible()) await showAll.click();
      await expect(
        alerts.getByText(`${name}'s licence has expired`),
      ).toBeVisible();
      const unassigned = alerts
        .getByRole("listitem")
        .filter({ hasText: `${soon.reference} has no driver yet` });
      await expect(unassigned).toBeVisible();

      await saveScreenshot(page, testInfo, "dashboard", { fullPage: true });
      if (testInfo.project.name === "desktop") {
        // The steps after it have always run at 390 px on the desktop project, pictures or not.
        await page.setViewportSize({ width: 390, height: 844 });
        await saveScreenshot(page, testInfo, "dashboard-390", {
          fullPage: true,
        });
      }

      await unassigned.getByRole("button", { name: "Assign" }).click();
      await expect(
        page.getByRole("dialog", { name: "Assign driver" }),
      ).toBeVisible();
    } finally {
      await backend.service.from("drivers").delete().eq("id", driver!.id);
    }
  });
});
