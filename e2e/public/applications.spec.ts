import { join } from "node:path";

import { expect, test, uniqueEmail } from "../fixtures.ts";

const pdf = (name: string, bytes = 2048) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.concat([
    Buffer.from("%PDF-1.4\n"),
    Buffer.alloc(Math.max(bytes - 9, 0), 32),
  ]),
});

test("a driver application is stored with its resume", async ({
  page,
  backend,
}) => {
  const email = uniqueEmail("driver");
  await page.goto("/drivers/apply");
  const form = page.locator("form");
  await form.getByLabel("Full Name").fill("Emeka Obi");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0803 123 4567");
  await form.getByLabel("Years of Driving Experience").fill("7");
  await form.locator('input[type="file"]').setInputFiles(pdf("resume.pdf"));
  await form.getByRole("button", { name: "Submit Application" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Application Submitted" })
      .first(),
  ).toBeVisible();

  const { data, error } = await backend.service
    .from("contact_submissions")
    .select("name, phone, attachment_path")
    .eq("email", email)
    .single();
  if (error) throw error;
  expect(data.name).toBe("Emeka Obi");
  expect(data.attachment_path).toBeTruthy();
  const file = await backend.service.storage
    .from("driver-resumes")
    .download(data.attachment_path!.replace(/^driver-resumes\//, ""));
  expect(file.error).toBeNull();
});

test("an oversize or wrong-type resume is refused with a clear message", async ({
  page,
}) => {
  await page.goto("/drivers/apply");
  const input = page.locator('form input[type="file"]');
  await input.setInputFiles(pdf("huge.pdf", 6 * 1024 * 1024));
  const error = page.locator("form [data-slot=field-error]");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(error).toContainText(/5\s?MB/);
  await input.setInputFiles({
    name: "notes.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("not a resume"),
  });
  await expect(input).toHaveAttribute("aria-invalid", "true");
  await expect(
    page
      .getByText(/PDF, DOC or DOCX/)
      .filter({ hasNotText: "up to" })
      .first(),
  ).toBeVisible();
});

test("a program or a web page named .pdf is refused as soon as it is chosen", async ({
  page,
}) => {
  await page.goto("/drivers/apply");
  const input = page.locator('form input[type="file"]');
  const refusal =
    "“resume.pdf” is not a PDF, DOC or DOCX file. Choose a PDF, DOC or DOCX file.";
  for (const buffer of [
    Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510)]),
    Buffer.from("<!doctype html><script>alert(1)</script>"),
  ]) {
    await input.setInputFiles({
      name: "resume.pdf",
      mimeType: "application/pdf",
      buffer,
    });
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText(refusal)).toBeVisible();
    await page.getByRole("button", { name: "Remove resume.pdf" }).click();
  }

  await input.setInputFiles(
    join(
      import.meta.dirname,
      "../../tests/component/applications/files/resume.docx",
    ),
  );
  await expect(page.getByText("resume.docx")).toBeVisible();
  await expect(input).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(/is not a PDF/)).toHaveCount(0);
});

test.describe("on a 390 px phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a long file name is cut short, never widening the page", async ({
    page,
  }) => {
    await page.goto("/drivers/apply");
    const name = "Chinedu Okafor Final CV 2026 (signed copy).pdf";
    await page
      .locator('form input[type="file"]')
      .setInputFiles({ ...pdf(name), name });
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
    ).toBe(390);
  });
});

test("a sales request is stored with its document", async ({
  page,
  backend,
}) => {
  const email = uniqueEmail("sales");
  await page.goto("/contact-sales");
  const form = page.locator("form");
  await form.getByLabel("Company Name").fill("Lekki Holdings Ltd");
  await form.getByLabel("Contact Person").fill("Ngozi Adeyemi");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Phone").fill("0803 123 4567");
  await form
    .getByLabel("Service Requirements")
    .fill("Airport transfers for 20 staff every month.");
  await form.locator('input[type="file"]').setInputFiles(pdf("brief.pdf"));
  await form.getByRole("button", { name: /Submit/ }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Request Submitted" }).first(),
  ).toBeVisible();
  const { data, error } = await backend.service
    .from("contact_submissions")
    .select("company_name, attachment_path")
    .eq("email", email)
    .single();
  if (error) throw error;
  expect(data.company_name).toBe("Lekki Holdings Ltd");
  expect(data.attachment_path).toBeTruthy();
});
