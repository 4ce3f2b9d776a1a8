import type { Page } from "@playwright/test";

import type { Backend } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Tracking tells its states apart and says what they mean: a legend names on trip, available, off
 * duty and stale with the marker each has on the map, the list says the same word with the same
 * shape, and area names do not pile up at city zoom. Four vehicles of this spec's own (removed
 * after), one per state. At 1280 px and 390 px.
 */

test.beforeEach(async ({ page }, testInfo) => {
  if (testInfo.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

const LETTERS = "ABCDEFGHJKLMNPRSTUVWXYZ";
const plate = (prefix: string) => {
  const pick = () => LETTERS[Math.floor(Math.random() * LETTERS.length)];
  return `${prefix}-${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${pick()}${pick()}`;
};

interface Case {
  state: "on-trip" | "available" | "off-duty" | "stale";
  word: string;
  status: "available" | "on-trip";
  ageSeconds: number;
}
const CASES: Case[] = [
  { state: "on-trip", word: "On trip", status: "on-trip", ageSeconds: 0 },
  { state: "available", word: "Available", status: "available", ageSeconds: 0 },
  // Free and silent for an hour: the driver stopped sharing.
  {
    state: "off-duty",
    word: "Off duty",
    status: "available",
    ageSeconds: 3600,
  },
  // On a trip and silent for five minutes: an alarm.
  { state: "stale", word: "Stale", status: "on-trip", ageSeconds: 300 },
];

async function createVehicles(backend: Backend) {
  const made: (Case & { id: string; plate: string })[] = [];
  for (const item of CASES) {
    const registration = plate("TLG");
    const { data, error } = await backend.service
      .from("fleets")
      .insert({
        model: `Legend Test ${item.word}`,
        registration_number: registration,
        seating_capacity: 4,
        owner: "Legend Test Owner",
        status: item.status,
      })
      .select("id")
      .single();
    if (error) throw error;
    const position = await backend.service.from("vehicle_positions").upsert({
      vehicle_id: data.id,
      lat: 6.44,
      lng: 3.41,
      speed_kmh: 20,
      heading: 90,
      source: "simulator",
      recorded_at: new Date(Date.now() - item.ageSeconds * 1000).toISOString(),
    });
    if (position.error) throw position.error;
    made.push({ ...item, id: data.id, plate: registration });
  }
  return made;
}

const listItem = (page: Page, plate: string) =>
  page
    .getByRole("list", { name: "Vehicles" })
    .getByRole("listitem")
    .filter({ hasText: plate });

test("the legend names each state; the list and the map markers show it by word and shape", async ({
  adminPage: page,
  backend,
}, testInfo) => {
  const vehicles = await createVehicles(backend);
  try {
    await page.goto("/admin/tracking");
    const legend = page.getByRole("region", { name: "Legend" });
    await expect(legend).toBeVisible();
    const entries = legend.getByRole("listitem");
    await expect(entries).toHaveCount(4);
    for (const [index, word] of [
      "On trip",
      "Available",
      "Off duty",
      "Stale",
    ].entries())
      await expect(entries.nth(index)).toContainText(word);

    for (const vehicle of vehicles) {
      const item = listItem(page, vehicle.plate);
      await expect(item.locator(`[data-state="${vehicle.state}"]`)).toHaveText(
        vehicle.word,
      );
      const marker = page.locator(
        `.leaflet-marker-icon[data-vehicle-id="${vehicle.id}"]`,
      );
      await expect(marker).toHaveAttribute("data-state", vehicle.state);
    }
    // Off duty and stale no longer look alike: each marker has its own shape.
    const shapeOf = (id: string) =>
      page
        .locator(
          `.leaflet-marker-icon[data-vehicle-id="${id}"] .tracking-marker`,
        )
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return `${style.borderRadius}|${style.borderStyle}|${style.transform}`;
        });
    const shapes = await Promise.all(vehicles.map((v) => shapeOf(v.id)));
    expect(new Set(shapes).size).toBe(4);

    // Area names never overlap, whatever the zoom the screen fits Lagos at.
    const boxes = await page
      .locator(".lagos-map-label:not(.lagos-map-label-hidden)")
      .evaluateAll((els) =>
        els
          .filter((el) => getComputedStyle(el).display !== "none")
          .map((el) => {
            // The text's own extent, not the fixed-size icon around it.
            const range = document.createRange();
            range.selectNodeContents(el);
            const r = range.getBoundingClientRect();
            return {
              name: el.textContent,
              l: r.left,
              r: r.right,
              t: r.top,
              b: r.bottom,
            };
          }),
      );
    expect(boxes.length).toBeGreaterThan(3);
    for (const [i, a] of boxes.entries())
      for (const b of boxes.slice(i + 1))
        expect(
          a.l < b.r && b.l < a.r && a.t < b.b && b.t < a.b,
          `${a.name} overlaps ${b.name}`,
        ).toBe(false);
    await saveScreenshot(page, testInfo, "tracking-legend");
  } finally {
    await backend.service
      .from("fleets")
      .delete()
      .in(
        "id",
        vehicles.map((v) => v.id),
      );
  }
});
