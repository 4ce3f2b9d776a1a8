import type { Page } from "@playwright/test";

import type { TablesInsert } from "../../src/lib/database.types.ts";
import { expect, test, useSession } from "../admin/fixtures.ts";
import { uniqueEmail, type Backend } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/**
 * The driver's phone says how much cash to collect on each trip ("Collect ₦…", what is left of the
 * fare once recorded payments are taken off, or "Paid") and opens each stop of a trip still to
 * drive in the phone's maps app: by the place's coordinates when it is a known place, else by
 * the address.
 */

const DRIVER_NAME = "Emmanuel Okonkwo";
const TYPED_DROPOFF = "14 Ozumba Mbadiwe Avenue, Victoria Island";

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

/**
 * Three trips of the demo driver today: one to drive now (a known pickup, a typed drop-off), one
 * completed and partly paid, one completed and paid. `restore` deletes them and puts the driver's
 * trip count back, so other specs see the seed as it was.
 */
async function tripsForTheDemoDriver(backend: Backend) {
  const db = backend.service;
  const driver = await db
    .from("drivers")
    .select("id, trips, assigned_vehicle_id")
    .eq("name", DRIVER_NAME)
    .single();
  if (driver.error) throw driver.error;
  const hotel = await db
    .from("places")
    .select("id, name, lat, lng")
    .eq("slug", "eko-hotel-and-suites")
    .single();
  if (hotel.error) throw hotel.error;
  const minutesAgo = (m: number) =>
    new Date(Date.now() - m * 60_000).toISOString();
  const trip = (
    fields: Pick<TablesInsert<"bookings">, "booking_time" | "fare_kobo"> &
      Partial<TablesInsert<"bookings">>,
  ): TablesInsert<"bookings"> => ({
    customer_name: "Tolu Bankole",
    customer_phone: "+2348031234567",
    customer_email: uniqueEmail("collect"),
    pickup_location: hotel.data.name,
    pickup_place_id: hotel.data.id,
    dropoff_location: TYPED_DROPOFF,
    service_type: "premium" as const,
    driver_id: driver.data.id,
    vehicle_id: driver.data.assigned_vehicle_id,
    ...fields,
  });
  const inserted = await db
    .from("bookings")
    .insert([
      trip({
        booking_time: minutesAgo(2),
        status: "confirmed",
        confirmed_at: minutesAgo(60),
        fare_kobo: 2_450_000,
      }),
      trip({
        booking_time: minutesAgo(4),
        status: "completed",
        started_at: minutesAgo(4),
        completed_at: minutesAgo(3),
        fare_kobo: 1_800_000,
      }),
      trip({
        booking_time: minutesAgo(6),
        status: "completed",
        started_at: minutesAgo(6),
        completed_at: minutesAgo(5),
        fare_kobo: 1_200_000,
      }),
    ])
    .select("id, reference");
  if (inserted.error) throw inserted.error;
  const [now, partly, paid] = inserted.data as [
    { id: string; reference: string },
    { id: string; reference: string },
    { id: string; reference: string },
  ];
  const payments = await db.from("payments").insert([
    { booking_id: partly.id, amount_kobo: 500_000, received_by: "Office" },
    { booking_id: paid.id, amount_kobo: 1_200_000, received_by: "Office" },
  ]);
  if (payments.error) throw payments.error;
  return {
    now,
    partly,
    paid,
    hotel: hotel.data,
    async restore() {
      const ids = inserted.data.map((row) => row.id);
      const deleted = await db.from("bookings").delete().in("id", ids);
      if (deleted.error) throw deleted.error;
      const reset = await db
        .from("drivers")
        .update({ trips: driver.data.trips })
        .eq("id", driver.data.id);
      if (reset.error) throw reset.error;
    },
  };
}

/** A trip on the screen, wherever it is drawn: the current trip's section or a list's card. */
const tripCard = (page: Page, reference: string) =>
  page
    .getByRole("region", { name: new RegExp(reference) })
    .or(page.getByRole("article", { name: new RegExp(reference) }));

const directions = (destination: string) =>
  `https://www.google.com/maps/dir/?${new URLSearchParams({ api: "1", destination, travelmode: "driving" })}`;

test("the driver sees what to collect and opens each stop in the maps app", async ({
  page,
  backend,
  sessions,
}, testInfo) => {
  const trips = await tripsForTheDemoDriver(backend);
  try {
    await useSession(page, await sessions("driver"));
    await page.goto("/driver");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your trips" }),
    ).toBeVisible();

    const now = tripCard(page, trips.now.reference);
    await expect(now.getByTestId("trip-collect")).toHaveText(
      "Collect ₦24,500.00 in cash",
    );
    const pickup = now.getByRole("link", {
      name: `Navigate to the pickup, ${trips.hotel.name}, in your maps app`,
    });
    const dropoff = now.getByRole("link", {
      name: `Navigate to the drop-off, ${TYPED_DROPOFF}, in your maps app`,
    });
    await expect(pickup).toHaveAttribute(
      "href",
      directions(`${trips.hotel.lat},${trips.hotel.lng}`),
    );
    await expect(dropoff).toHaveAttribute(
      "href",
      directions(`${TYPED_DROPOFF}, Lagos`),
    );
    for (const link of [pickup, dropoff]) {
      await link.scrollIntoViewIfNeeded();
      await expect(link).toBeInViewport({ ratio: 1 });
    }

    await expect(
      tripCard(page, trips.partly.reference).getByTestId("trip-collect"),
    ).toHaveText(
      "Collect ₦13,000.00 in cash · ₦5,000.00 of ₦18,000.00 already paid",
    );
    const paid = tripCard(page, trips.paid.reference);
    await expect(paid.getByTestId("trip-collect")).toHaveText(
      "Paid · nothing to collect (₦12,000.00)",
    );
    await expect(paid.getByRole("link", { name: /^Navigate/ })).toHaveCount(0);
    await saveScreenshot(page, testInfo, `collect-${testInfo.project.name}`, {
      fullPage: true,
    });
  } finally {
    await trips.restore();
  }
});
