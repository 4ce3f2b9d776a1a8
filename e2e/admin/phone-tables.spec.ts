import type { Locator, Page, TestInfo } from "@playwright/test";

import { uniqueEmail } from "../fixtures.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Every back-office table on a phone: at 360 px (the mobile-360 project) and 390 px each row is a
 * card showing its key facts with its actions on screen, and nothing needs a sideways scroll. At
 * 1280 px the same tables keep their columns.
 */

/** The widths a test runs at in this project. */
function widths(info: TestInfo): number[] {
  return info.project.name === "desktop" ? [1280] : [360, 390];
}

async function atEachWidth(
  page: Page,
  info: TestInfo,
  check: (width: number) => Promise<void>,
) {
  for (const width of widths(info)) {
    await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
    await check(width);
  }
}

/** Nothing is off to the side: the page is no wider than the window, the actions on screen. */
async function expectNoSidewaysScroll(page: Page, actions: Locator) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    )
    .toBe(true);
  await actions.scrollIntoViewIfNeeded();
  await expect(actions).toBeInViewport({ ratio: 1 });
}

/** The labelled line of a card on a phone, the column's cell at 1280 px. */
function fact(row: Locator, label: string) {
  return row.locator(`td[data-label="${label}"]`);
}

async function expectFacts(
  page: Page,
  row: Locator,
  width: number,
  labels: string[],
  actions: Locator,
) {
  for (const label of labels) await expect(fact(row, label)).toBeVisible();
  // A card labels its own lines; the table's header row is the desktop's (on a phone, at most
  // a bar of sort buttons).
  if (width >= 768)
    await expect(page.locator("thead th").first()).toBeVisible();
  await expectNoSidewaysScroll(page, actions);
}

test("Bookings: each card shows reference, customer, pickup, status, driver and its actions", async ({
  adminPage: page,
}, info) => {
  await page.goto("/admin/booking");
  const row = page.locator("tbody tr").filter({ hasText: /EKO-/ }).first();
  await expect(row).toBeVisible();
  await atEachWidth(page, info, async (width) => {
    await expect(
      row.getByRole("button", { name: /^EKO-/ }).first(),
    ).toBeVisible();
    await expectFacts(
      page,
      row,
      width,
      ["Customer", "Pickup", "Status", "Driver", "Payment"],
      row.getByRole("button", { name: /^Actions for EKO-/ }),
    );
  });
});

test("Bookings: the payment column and the completed-but-unpaid filter", async ({
  adminPage: page,
  backend,
}, info) => {
  const name = `Unpaid Rider ${Date.now().toString(36)}`;
  const { data, error } = await backend.service
    .from("bookings")
    .insert({
      customer_name: name,
      customer_phone: "+2348039990001",
      customer_email: uniqueEmail("unpaid"),
      pickup_location: "Eko Hotel & Suites",
      dropoff_location: "Ikoyi Club 1938",
      booking_time: new Date(Date.now() - 3 * 3600_000).toISOString(),
      service_type: "standard",
      status: "completed",
      fare_kobo: 1_500_000,
    })
    .select("id,reference")
    .single();
  if (error) throw error;
  try {
    await page.goto(`/admin/booking?paid=unpaid&q=${encodeURIComponent(name)}`);
    const row = page.locator("tbody tr").filter({ hasText: data.reference });
    await expect(fact(row, "Payment")).toContainText("Unpaid");
    await atEachWidth(page, info, async (width) => {
      await expectFacts(
        page,
        row,
        width,
        ["Status", "Payment"],
        row.getByRole("button", { name: `Actions for ${data.reference}` }),
      );
    });

    // Cash in: the ride leaves the unpaid list and reads Paid.
    const paid = await backend.service.from("payments").insert({
      booking_id: data.id,
      amount_kobo: 1_500_000,
      received_by: "Tunde Bakare",
    });
    if (paid.error) throw paid.error;
    await page.reload();
    await expect(
      page.getByText("No bookings match these filters."),
    ).toBeVisible();
    await page.goto(`/admin/booking?paid=paid&q=${encodeURIComponent(name)}`);
    await expect(fact(row, "Payment")).toContainText("Paid");
  } finally {
    await backend.service.from("bookings").delete().eq("id", data.id);
  }
});

const tables = [
  {
    name: "Fleet",
    path: "/admin/fleet",
    facts: ["Registration", "Status", "Owner"],
    actions: /^Actions for /,
  },
  {
    name: "Maintenance",
    path: "/admin/maintenance",
    facts: ["Date", "Type", "Cost"],
    actions: /^Actions for /,
  },
  {
    name: "Users",
    path: "/admin/users",
    facts: ["Role", "Status"],
    actions: /^Actions for /,
  },
  {
    name: "Action log",
    path: "/admin/settings?section=action-log",
    facts: ["Who", "Action", "Record"],
    actions: /changed|New record|Removed record/,
  },
  {
    name: "Reports",
    path: "/admin/reports",
    facts: ["Period", "Revenue", "Payout", "Status"],
    actions: /^Trips and logs of /,
  },
];

for (const table of tables) {
  test(`${table.name}: each card shows its key facts and its actions`, async ({
    adminPage: page,
  }, info) => {
    await page.goto(table.path);
    const row = page
      .locator("tbody tr")
      .filter({ has: page.getByRole("button", { name: table.actions }) })
      .first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    await atEachWidth(page, info, (width) =>
      expectFacts(
        page,
        row,
        width,
        table.facts,
        row.getByRole("button", { name: table.actions }).first(),
      ),
    );
  });
}
