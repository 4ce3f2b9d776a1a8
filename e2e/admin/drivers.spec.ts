import type { Page, TestInfo } from "@playwright/test";

import { blockingViolations } from "../axe.ts";
import { uniqueEmail, type Backend } from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { DEMO_ACCOUNTS, expect, test } from "./fixtures.ts";

/** A small but real PDF: the page checks a file's first bytes before it uploads it. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n",
);

/** A Lagos-format plate no seed vehicle uses (the seed has no Z plates). */
function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXY";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  const digits = String(Math.floor(Math.random() * 1000)).padStart(3, "0");
  return `Z${pick()}${pick()}-${digits}${pick()}${pick()}`;
}

function screenshot(page: Page, info: TestInfo, name: string) {
  return saveScreenshot(page, info, `drivers-${name}`, {
    widths: [projectWidth(info)],
    // The card list is long; its first screen is what a reviewer needs to see.
    fullPage: name !== "cards",
  });
}

async function driverByName(backend: Backend, name: string) {
  const { data, error } = await backend.service
    .from("drivers")
    .select("*, driver_documents(kind, status, file_path, reviewed_by)")
    .eq("name", name)
    .maybeSingle();
  expect(error).toBeNull();
  return data;
}

async function removeDriver(backend: Backend, name: string) {
  const driver = await driverByName(backend, name);
  if (!driver) return;
  const files = driver.driver_documents.flatMap((d) =>
    d.file_path ? [d.file_path] : [],
  );
  if (files.length)
    await backend.service.storage.from("driver-documents").remove(files);
  await backend.service.from("drivers").delete().eq("id", driver.id);
}

const toast = (page: Page, title: string) =>
  page.getByText(title, { exact: true });

test.describe("/admin/drivers", () => {
  test("adds a driver, edits them, uploads and verifies their licence", async ({
    adminPage: page,
    backend,
  }, info) => {
    const name = `Adaeze E2E ${info.project.name} ${Date.now().toString(36)}`;
    const email = uniqueEmail("driver");
    const plate = uniquePlate();
    const { data: vehicle } = await backend.service
      .from("fleets")
      .insert({
        model: "Toyota Camry E2E",
        registration_number: plate,
        seating_capacity: 4,
        owner: "EkoLuxe Fleet",
      })
      .select("id")
      .single();
    const { data: users } = await backend.service.auth.admin.listUsers();
    const adminId = users.users.find(
      (u) => u.email === DEMO_ACCOUNTS.admin,
    )!.id;

    try {
      await page.goto("/admin/drivers");
      await expect(
        page.getByRole("heading", { name: "Drivers", level: 1 }),
      ).toBeVisible();
      await expect(page.getByRole("article").first()).toBeVisible();
      await screenshot(page, info, "cards");

      await page.getByRole("button", { name: "Add Driver" }).click();
      const dialog = page.getByRole("dialog", { name: "Add Driver" });
      await dialog.getByRole("button", { name: "Add Driver" }).click();
      await expect(dialog.getByText("Enter the driver's name.")).toBeVisible();
      await expect(
        dialog.getByText("Choose the licence expiry date."),
      ).toBeVisible();

      await dialog.getByLabel("Name").fill(name);
      await dialog.getByLabel("Licence Expiry").fill("2030-06-30");
      await dialog.getByLabel("Phone").fill("0803 555 0142");
      await dialog.getByLabel("Email").fill(email);
      await dialog.getByLabel("Licence Number").fill("LAG-E2E-0142");
      await expect(dialog.getByLabel("Status")).toHaveText("Inactive");
      await screenshot(page, info, "add-dialog");
      await dialog.getByRole("button", { name: "Add Driver" }).click();
      await expect(toast(page, "Driver Added")).toBeVisible();

      const added = await driverByName(backend, name);
      expect(added).toMatchObject({
        phone: "+2348035550142",
        email,
        license_number: "LAG-E2E-0142",
        license_expiry: "2030-06-30",
        status: "inactive",
        assigned_vehicle_id: null,
        documents: { license: "Pending", insurance: "Pending" },
      });
      expect(added!.driver_documents.map((d) => d.status)).toEqual([
        "Pending",
        "Pending",
      ]);

      await page.getByRole("searchbox", { name: "Search drivers" }).fill(name);
      const card = page.getByRole("article", { name });
      await expect(page.getByRole("article")).toHaveCount(1);
      await card.getByRole("button", { name: `Edit ${name}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit Driver" });
      await edit.getByLabel("Status").click();
      await page.getByRole("option", { name: "Active", exact: true }).click();
      await edit.getByLabel("Assigned Vehicle").click();
      await page
        .getByRole("option", { name: `Toyota Camry E2E · ${plate}` })
        .click();
      await edit.getByRole("button", { name: "Save Changes" }).click();
      await expect(toast(page, "Driver Updated")).toBeVisible();
      expect(await driverByName(backend, name)).toMatchObject({
        status: "active",
        assigned_vehicle_id: vehicle!.id,
      });
      await expect(card).toContainText(`Toyota Camry E2E · ${plate}`);
      await expect(card).toContainText("Active");

      await card.getByRole("button", { name: `Docs of ${name}` }).click();
      const docs = page.getByRole("dialog", { name: "Driver Documents" });
      const licence = docs.getByRole("region", { name: "Licence" });
      await expect(
        licence.getByRole("button", { name: "Verify licence" }),
      ).toBeDisabled();
      await licence.getByLabel("Upload licence file").setInputFiles({
        name: "licence.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await expect(
        licence.getByRole("button", { name: "View licence file" }),
      ).toBeVisible();
      const uploaded = await driverByName(backend, name);
      const licenceRow = uploaded!.driver_documents.find(
        (d) => d.kind === "license",
      )!;
      expect(licenceRow.file_path).toMatch(
        new RegExp(`^${uploaded!.id}/license/.+\\.pdf$`),
      );

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        licence.getByRole("button", { name: "View licence file" }).click(),
      ]);
      expect(download.url()).toContain(
        "/storage/v1/object/sign/driver-documents/",
      );
      const saved = await download.path();
      const { readFile } = await import("node:fs/promises");
      expect((await readFile(saved)).equals(PDF)).toBe(true);

      await licence.getByRole("button", { name: "Verify licence" }).click();
      await expect(
        licence.getByText("Verified", { exact: true }),
      ).toBeVisible();
      await screenshot(page, info, "docs-dialog");
      const verified = await driverByName(backend, name);
      expect(verified!.documents).toEqual({
        license: "Verified",
        insurance: "Pending",
      });
      expect(
        verified!.driver_documents.find((d) => d.kind === "license"),
      ).toMatchObject({
        status: "Verified",
        reviewed_by: adminId,
      });
    } finally {
      await removeDriver(backend, name);
      await backend.service.from("fleets").delete().eq("id", vehicle!.id);
    }
  });

  test("keeps the search and status filter through a reload", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/drivers");
    await page
      .locator('[data-slot="data-table-toolbar"]')
      .getByRole("button", { name: "Status" })
      .click();
    await page.getByRole("checkbox", { name: /^Active/ }).click();
    await page.keyboard.press("Escape");
    await page
      .getByRole("searchbox", { name: "Search drivers" })
      .fill("Okonkwo");
    await expect(page).toHaveURL(/q=Okonkwo/);
    await expect(page).toHaveURL(/status=active/);
    await page.reload();

    await expect(
      page.getByRole("searchbox", { name: "Search drivers" }),
    ).toHaveValue("Okonkwo");
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(
      page.getByRole("article", { name: "Emmanuel Okonkwo" }),
    ).toContainText("Active");

    await page.goto("/admin/drivers?q=Okonkwo&status=inactive");
    await expect(page.getByText(/No drivers match this search/)).toBeVisible();
  });

  test("the cards and both dialogs have no serious or critical axe violations", async ({
    adminPage: page,
  }) => {
    await page.goto("/admin/drivers?q=Okonkwo");
    const card = page.getByRole("article", { name: "Emmanuel Okonkwo" });
    await expect(card).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await card.getByRole("button", { name: "Edit Emmanuel Okonkwo" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Driver" });
    await expect(edit.getByLabel("Assigned Vehicle")).toBeEnabled();
    expect(await blockingViolations(page)).toEqual([]);
    await edit.getByRole("button", { name: "Cancel" }).click();

    await card
      .getByRole("button", { name: "Docs of Emmanuel Okonkwo" })
      .click();
    const docs = page.getByRole("dialog", { name: "Driver Documents" });
    await expect(docs.getByRole("region", { name: "Insurance" })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
