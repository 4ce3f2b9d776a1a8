import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import Papa from "papaparse";

import { blockingViolations } from "../axe.ts";
import { uniqueEmail, type Backend } from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/** The month `back` months before this Lagos month, as YYYY-MM. */
function lagosMonth(back: number): string {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
}

function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `Q${pick()}${pick()}-${digits}${pick()}${pick()}`;
}

function screenshot(page: Page, info: TestInfo, name: string) {
  return saveScreenshot(page, info, `reports-${name}`, {
    widths: [projectWidth(info)],
    fullPage: true,
  });
}

/** "₦24,500.00" → 2450000 kobo, whatever the currency sign. */
const shownKobo = (text: string | null) =>
  Number((text ?? "").replace(/[^0-9]/g, ""));

/** The month's figures per vehicle, summed by the test itself from bookings and logs. */
async function sumsFromSources(
  backend: Backend,
  vehicleId: string,
  month: string,
) {
  const [y, m] = month.split("-").map(Number) as [number, number];
  // Lagos is UTC+1 all year: the month runs from 23:00 UTC on the day before its first.
  const start = new Date(Date.UTC(y, m - 1, 1) - 3_600_000).toISOString();
  const end = new Date(Date.UTC(y, m, 1) - 3_600_000).toISOString();
  const { data: trips } = await backend.service
    .from("bookings")
    .select("reference, fare_kobo")
    .eq("vehicle_id", vehicleId)
    .eq("status", "completed")
    .gte("completed_at", start)
    .lt("completed_at", end);
  const { data: logs } = await backend.service
    .from("maintenance_logs")
    .select("log_type, cost_kobo")
    .eq("vehicle_id", vehicleId)
    .gte("log_date", `${month}-01`)
    .lt("log_date", new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10));
  const sum = (rows: { cost_kobo: number }[]) =>
    rows.reduce((t, r) => t + r.cost_kobo, 0);
  return {
    references: trips!.map((t) => t.reference).sort(),
    revenue: trips!.reduce((t, r) => t + r.fare_kobo, 0),
    fuel: sum(logs!.filter((l) => l.log_type === "Fuel")),
    maintenance: sum(logs!.filter((l) => l.log_type !== "Fuel")),
  };
}

test("/admin/reports: close a month, check it against its trips and logs, export it", async ({
  adminPage: page,
  backend,
}, info) => {
  test.slow();
  // Each project closes a month of its own, older than the seed's six closed ones.
  const month = lagosMonth(info.project.name === "desktop" ? 8 : 9);
  const plate = uniquePlate();
  const { data: vehicle } = await backend.service
    .from("fleets")
    .insert({
      model: 'Lexus "RX", E2E',
      registration_number: plate,
      seating_capacity: 4,
      owner: "Adaeze, Okafor & Sons",
    })
    .select("id")
    .single();
  const trip = (at: string, fare: number, status = "completed") => ({
    customer_name: "E2E Rider",
    customer_phone: "+2348031234567",
    customer_email: uniqueEmail("report"),
    pickup_location: "Ikeja City Mall",
    dropoff_location: "Lekki Phase 1",
    booking_time: at,
    fare_kobo: fare,
    status: status as "completed",
    vehicle_id: vehicle!.id,
    completed_at: status === "completed" ? at : null,
    cancelled_at: status === "cancelled" ? at : null,
  });
  const [y, m] = month.split("-").map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
  const firstUtc = new Date(Date.UTC(y, m - 1, 1) - 1_800_000).toISOString();
  await backend.service.from("bookings").insert([
    // 23:30 UTC before the 1st is 00:30 on the 1st in Lagos.
    trip(firstUtc, 2_450_000),
    trip(`${month}-14T11:00:00Z`, 1_800_050),
    trip(`${lastDay}T22:30:00Z`, 995_000),
    trip(`${month}-15T11:00:00Z`, 7_000_000, "cancelled"),
  ]);
  await backend.service.from("maintenance_logs").insert([
    {
      vehicle_id: vehicle!.id,
      log_date: `${month}-03`,
      log_type: "Fuel",
      details: "55 L PMS",
      cost_kobo: 5_200_000,
    },
    {
      vehicle_id: vehicle!.id,
      log_date: `${month}-20`,
      log_type: "Service",
      details: "Oil, filters,\nbrake fluid",
      cost_kobo: 18_000_000,
    },
  ]);
  try {
    await page.goto(`/admin/reports?from=${month}`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Reports" }),
    ).toBeVisible();
    const status = page.getByRole("group", { name: /status$/ });
    await expect(status).toContainText("Open");
    await status.getByRole("button", { name: "Close period" }).click();
    const confirm = page.getByRole("alertdialog");
    await confirm.getByRole("button", { name: "Close period" }).click();
    await expect(
      page.getByText("Period Closed", { exact: true }),
    ).toBeVisible();
    await expect(status).toContainText("Closed");

    // The stored report equals the test's own sums over the bookings and logs of the month.
    const expected = await sumsFromSources(backend, vehicle!.id, month);
    expect(expected.references).toHaveLength(3);
    const { data: report } = await backend.service
      .from("revenue_reports")
      .select(
        "id, trips, revenue_kobo, fuel_kobo, maintenance_kobo, expenses_kobo, commission_kobo, payout_kobo, commission_rate_bps",
      )
      .eq("vehicle_id", vehicle!.id)
      .eq("period", `${month}-01`)
      .single();
    const commission = Math.round(
      (expected.revenue * report!.commission_rate_bps) / 10_000,
    );
    expect(report).toMatchObject({
      trips: 3,
      revenue_kobo: expected.revenue,
      fuel_kobo: expected.fuel,
      maintenance_kobo: expected.maintenance,
      expenses_kobo: expected.fuel + expected.maintenance,
      commission_kobo: commission,
      payout_kobo:
        expected.revenue - commission - expected.fuel - expected.maintenance,
    });

    // The card shows the month's revenue; the row opens the trips and logs behind it.
    const { data: monthReports } = await backend.service
      .from("revenue_reports")
      .select("revenue_kobo")
      .eq("period", `${month}-01`);
    const total = monthReports!.reduce((t, r) => t + r.revenue_kobo, 0);
    const card = page.getByRole("region", { name: "Revenue" });
    await expect
      .poll(async () =>
        shownKobo(await card.locator("p").first().textContent()),
      )
      .toBe(total);
    await page
      .getByRole("button", { name: new RegExp(`Trips and logs of .*${plate}`) })
      .click();
    const sheet = page.getByRole("dialog");
    for (const reference of expected.references)
      await expect(sheet).toContainText(reference);
    await expect(sheet.getByRole("region", { name: "Fuel" })).toContainText(
      "55 L PMS",
    );
    await screenshot(page, info, "trace");
    expect(await blockingViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    await screenshot(page, info, "page");
    expect(await blockingViolations(page)).toEqual([]);

    // Export CSV: BOM, header naming the currency, the row as shown, quoting intact.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ekoluxe-report-${month}.csv`);
    const text = await readFile((await download.path())!, "utf8");
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.errors).toEqual([]);
    expect(parsed.meta.fields).toContain("Revenue (NGN)");
    const row = parsed.data.find((r) => r.Registration === plate)!;
    expect(row).toMatchObject({
      Vehicle: 'Lexus "RX", E2E',
      Owner: "Adaeze, Okafor & Sons",
      Trips: "3",
      "Revenue (NGN)": (expected.revenue / 100).toFixed(2),
      "Payout (NGN)": (Number(report!.payout_kobo) / 100).toFixed(2),
      Status: "Closed",
    });
    const totalRow = parsed.data.at(-1)!;
    expect(totalRow.Period).toBe("Total");
    expect(totalRow["Revenue (NGN)"]).toBe((total / 100).toFixed(2));
    expect(parsed.data).toHaveLength(monthReports!.length + 1);
  } finally {
    await backend.service.from("fleets").delete().eq("id", vehicle!.id);
    await backend.service
      .from("report_periods")
      .delete()
      .eq("period", `${month}-01`);
  }
});
