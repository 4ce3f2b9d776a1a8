import { deflateSync } from "node:zlib";
import type { Page, TestInfo } from "@playwright/test";

import { blockingViolations } from "../axe.ts";
import { uniqueEmail, type Backend } from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { DEMO_ACCOUNTS, expect, test } from "./fixtures.ts";

const OWNER_ID = "a0000000-0000-4000-8000-000000000002";

/** A small solid PNG, so the upload is a real image the bucket accepts. */
function png(width = 8, height = 8): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A Lagos-format plate no seed vehicle uses (the seed has no Q plates). */
function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `Q${pick()}${pick()}-${digits}${pick()}${pick()}`;
}

async function vehicleByPlate(backend: Backend, plate: string) {
  const { data, error } = await backend.service
    .from("fleets")
    .select("*")
    .eq("registration_number", plate)
    .maybeSingle();
  expect(error).toBeNull();
  return data;
}

function screenshot(page: Page, info: TestInfo, name: string, fullPage = true) {
  return saveScreenshot(page, info, `fleet-${name}`, {
    widths: [projectWidth(info)],
    fullPage,
  });
}

async function rowActions(page: Page, plate: string) {
  const row = page.getByRole("row").filter({ hasText: plate });
  await row.getByRole("button", { name: /^Actions for / }).click();
}

test.describe("/admin/fleet", () => {
  test("adds a vehicle with an uploaded image, edits it and removes it", async ({
    adminPage: page,
    backend,
  }, info) => {
    // Two axe passes, two screenshots, an upload and three saves.
    test.slow();
    const plate = uniquePlate();
    const [letters, rest] = plate.split("-");
    await page.goto("/admin/fleet");
    await expect(page.getByRole("heading", { name: "Fleet" })).toBeVisible();
    await expect(page.getByRole("row").nth(1)).not.toContainText("Loading");
    // The table scrolls inside its frame; the page itself never scrolls sideways.
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth <= window.innerWidth,
      ),
    ).toBe(true);
    await screenshot(page, info, "table");
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole("button", { name: "Add Vehicle" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Vehicle" });
    await dialog.getByRole("button", { name: "Add Vehicle" }).click();
    await expect(dialog.getByText("Enter the vehicle's model.")).toBeVisible();

    await dialog.getByLabel("Model").fill("Toyota Land Cruiser E2E");
    // Typed loosely; saved as the one canonical spelling.
    await dialog
      .getByLabel("Registration Number")
      .fill(`${letters!.toLowerCase()} ${rest!.toLowerCase()}`);
    await dialog.getByLabel("Seating Capacity").fill("7");
    await dialog.getByLabel("Owner").fill("Tunde");
    await dialog.getByRole("option", { name: /Tunde Bakare/ }).click();
    await expect(
      dialog.getByText(`Linked to the owner account ${DEMO_ACCOUNTS.owner}`),
    ).toBeVisible();
    await dialog.getByTestId("fleet-image-upload").setInputFiles({
      name: "cruiser.png",
      mimeType: "image/png",
      buffer: png(),
    });
    await expect(dialog.getByAltText("Preview of slot 1")).toBeVisible();
    await dialog.getByAltText("Preview of slot 1").scrollIntoViewIfNeeded();
    await screenshot(page, info, "dialog", false);
    expect(await blockingViolations(page)).toEqual([]);
    await dialog.getByRole("button", { name: "Add Vehicle" }).click();
    await expect(
      page.getByText("Vehicle Added", { exact: true }),
    ).toBeVisible();

    const added = await vehicleByPlate(backend, plate);
    expect(added).toMatchObject({
      model: "Toyota Land Cruiser E2E",
      seating_capacity: 7,
      status: "available",
      owner: "Tunde Bakare",
      owner_id: OWNER_ID,
    });
    expect(added!.images).toHaveLength(1);
    const image = await fetch(added!.images[0]!);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await image.arrayBuffer()).equals(png())).toBe(true);

    await page.getByRole("searchbox").fill(plate);
    await expect(page.getByRole("row")).toHaveCount(2);
    await rowActions(page, plate);
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Vehicle" });
    await edit.getByLabel("Seating Capacity").fill("6");
    await edit
      .getByLabel("Image 2", { exact: true })
      .fill("/fleet/luxury-saloon.svg");
    await edit.getByRole("button", { name: "Move image 2 up" }).click();
    await edit.getByLabel("Status").click();
    await page.getByRole("option", { name: "Maintenance" }).click();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(
      page.getByText("Vehicle Updated", { exact: true }),
    ).toBeVisible();
    const edited = await vehicleByPlate(backend, plate);
    expect(edited).toMatchObject({
      seating_capacity: 6,
      status: "maintenance",
    });
    expect(edited!.images).toEqual([
      "/fleet/luxury-saloon.svg",
      added!.images[0],
    ]);

    await rowActions(page, plate);
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("button", { name: "Delete Vehicle" }).click();
    await expect(
      page.getByText("Vehicle Removed", { exact: true }),
    ).toBeVisible();
    expect(await vehicleByPlate(backend, plate)).toBeNull();
    await expect(
      page.getByText("No vehicles match these filters."),
    ).toBeVisible();
  });

  test("refuses to delete a vehicle with an upcoming booking", async ({
    adminPage: page,
    backend,
  }) => {
    const plate = uniquePlate();
    const { data: vehicle } = await backend.service
      .from("fleets")
      .insert({
        model: "Lexus LX E2E",
        registration_number: plate,
        seating_capacity: 5,
        owner: "EkoLuxe Fleet",
      })
      .select("id")
      .single();
    const { data: places } = await backend.service
      .from("places")
      .select("id")
      .limit(2);
    const { data: receipt, error } = await backend.service.rpc(
      "create_booking",
      {
        p_customer_name: "Fleet Spec",
        p_customer_phone: "08031234567",
        p_customer_email: uniqueEmail("fleet"),
        p_pickup: places![0]!.id,
        p_dropoff: places![1]!.id,
        p_booking_time: new Date(Date.now() + 2 * 86_400_000).toISOString(),
        p_service_type: "standard",
        p_idempotency_key: crypto.randomUUID(),
      },
    );
    expect(error).toBeNull();
    const reference = (receipt as { reference: string }).reference;
    await backend.service
      .from("bookings")
      .update({ vehicle_id: vehicle!.id })
      .eq("reference", reference);

    try {
      await page.goto(`/admin/fleet?q=${plate}`);
      await rowActions(page, plate);
      await page.getByRole("menuitem", { name: "Delete" }).click();
      await page.getByRole("button", { name: "Delete Vehicle" }).click();
      await expect(
        page.getByText("Error removing vehicle", { exact: true }),
      ).toBeVisible();
      await expect(page.locator('[data-slot="toast-description"]')).toHaveText(
        `Lexus LX E2E (${plate}) has 1 upcoming booking (${reference}); reassign it first.`,
      );
      expect(await vehicleByPlate(backend, plate)).not.toBeNull();
    } finally {
      await backend.service
        .from("bookings")
        .delete()
        .eq("reference", reference);
      await backend.service.from("fleets").delete().eq("id", vehicle!.id);
    }
  });

  test("keeps the page, filter and search through a reload", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/fleet");
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await pagination.getByLabel("Rows per page").click();
    await page.getByRole("option", { name: "10", exact: true }).click();
    await pagination.getByRole("button", { name: /next page/i }).click();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(pagination.getByText(/^Page 2 of \d+$/)).toBeVisible();

    await page
      .locator('[data-slot="data-table-toolbar"]')
      .getByRole("button", { name: "Status" })
      .click();
    await page.getByRole("checkbox", { name: /Available/ }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("searchbox").fill("Toyota");
    await expect(page).toHaveURL(/q=Toyota/);
    await expect(page).toHaveURL(/status=available/);
    await page.reload();

    await expect(page.getByRole("searchbox")).toHaveValue("Toyota");
    await expect(pagination.getByText("Page 1 of 1")).toBeVisible();
    const rows = page.getByRole("row").filter({ hasText: "Toyota" });
    await expect(rows.first()).toBeVisible();
    for (const row of await page.getByRole("row").all()) {
      if (await row.getByRole("columnheader").count()) continue;
      await expect(row).toContainText("Toyota");
      await expect(row).toContainText("Available");
    }
  });
});
