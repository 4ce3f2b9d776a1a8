import { expect, test, useSession } from "../admin/fixtures.ts";
import {
  canSignIn,
  completedRide,
  createAccount,
  expectNoSidewaysScroll,
  screenshots,
  signInAs,
  toast,
} from "./helpers.ts";

test("a customer deletes their account: signed out, cannot sign in again, and the completed ride stays anonymised", async ({
  page,
  browser,
  backend,
  sessions,
}, info) => {
  const customer = await createAccount(backend, "customer", {
    name: `Adaeze Leaver ${info.project.name}`,
  });
  const ride = await completedRide(backend, customer);
  try {
    await signInAs(page, customer.email, customer.password);
    await page.goto("/account");
    await expect(
      page.getByRole("region", { name: "Your details" }),
    ).toContainText(customer.email);

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await expect(dialog).toContainText("Kept, anonymised");
    await expect(dialog).toContainText("completed rides and payments");
    await expect(dialog).toContainText("tax and accounting law");
    await expectNoSidewaysScroll(page);
    await screenshots(page, info, "account-delete-dialog", { fullPage: false });

    const confirm = dialog.getByLabel("Type your e-mail address to confirm");
    await confirm.fill("someone-else@example.ng");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(
      dialog.getByText("Type the e-mail address of this account to confirm."),
    ).toBeVisible();

    await confirm.fill(customer.email.toUpperCase());
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expect(page).toHaveURL("/");
    await expect(toast(page, "Account Deleted")).toBeVisible();
    // Signed out: the header (or its menu, on a phone) offers booking again, and no Account.
    const header = page.getByRole("banner");
    await expect(
      header
        .getByRole("link", { name: "Book a Ride", includeHidden: true })
        .first(),
    ).toBeAttached();
    await expect(
      header.getByRole("link", { name: "Account", includeHidden: true }),
    ).toHaveCount(0);
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.endsWith("-auth-token")),
      ),
    ).toBe(false);

    expect(await canSignIn(customer.email, customer.password)).toBe(false);
    const { data: kept } = await backend.service
      .from("bookings")
      .select(
        "status, user_id, customer_name, customer_email, notes, fare_kobo",
      )
      .eq("id", ride.id)
      .single();
    expect(kept).toEqual({
      status: "completed",
      user_id: null,
      customer_name: "Deleted account",
      customer_email: "deleted-account@ekoluxe.invalid",
      notes: null,
      fare_kobo: 1_850_000,
    });
    const { data: payments } = await backend.service
      .from("payments")
      .select("amount_kobo")
      .eq("booking_id", ride.id);
    expect(payments).toEqual([{ amount_kobo: 1_850_000 }]);

    // The operator still sees the ride among the bookings, without the person.
    const admin = await browser.newContext({
      viewport: page.viewportSize() ?? undefined,
    });
    const adminPage = await admin.newPage();
    await useSession(adminPage, await sessions("admin"));
    await adminPage.goto(`/admin/booking?q=${ride.reference}`);
    const row = adminPage.getByRole("row").filter({ hasText: ride.reference });
    await expect(row).toContainText("Deleted account");
    await expect(row).toContainText("Completed");
    await expect(row).not.toContainText(customer.name);
    await admin.close();
  } finally {
    await backend.service.from("bookings").delete().eq("id", ride.id);
    await backend.service.auth.admin.deleteUser(customer.id).catch(() => null);
  }
});
