import type { Page } from "@playwright/test";
import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import type { Database } from "../../src/lib/database.types.ts";
import { blockingViolations } from "../axe.ts";
import {
  apiUrl,
  expect,
  test,
  uniqueEmail,
  type Backend,
} from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";

/**
 * An owner's money end to end through the local Paystack stand-in: a fresh owner verifies a payout
 * account in the portal (an account the bank cannot find is refused beside the form first), an
 * administrator pays a closed month of the spec's own through the payouts function (a Paystack
 * transfer to that account), and the portal shows the payout, Paid once Paystack confirms it. At
 * 390 px on the phone project, 1280 px on the desktop one.
 */

const ADMIN = { email: "admin@ekoluxe.ng", password: "ekoluxe-demo" };
const PASSWORD = "payout-owner-password";
// The stand-in's banks: numbers ending in 404 do not exist; others resolve and take transfers.
const UNKNOWN_ACCOUNT = "0123456404";
const GOOD_ACCOUNT = "0123456781";
const NOT_FOUND = "We could not find that account. Check the number and bank.";

test.beforeEach(async ({ page }, info) => {
  if (info.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

/** The month `back` months before this Lagos month, as YYYY-MM. */
function lagosMonth(back: number): string {
  const [y, m] = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Lagos" })
    .format(new Date())
    .split("-")
    .map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 7);
}

const monthName = (month: string) =>
  new Intl.DateTimeFormat("en-GB", {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${month}-01T12:00:00Z`));

function uniquePlate(): string {
  const letters = "ABCDEFGHJKLMNPRSTUVWXYZ";
  const pick = () => letters[Math.floor(Math.random() * letters.length)];
  return `P${pick()}${pick()}-${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${pick()}${pick()}`;
}

/** A fresh owner with one vehicle and one completed trip in `month`, the month then closed. */
async function ownerWithClosedMonth(backend: Backend, month: string) {
  const email = uniqueEmail("payout-owner");
  const { data: created, error } = await backend.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    app_metadata: { role: "owner" },
    user_metadata: { full_name: "Ngozi Payout" },
  });
  if (error) throw error;
  const ownerId = created.user.id;
  const vehicle = await backend.service
    .from("fleets")
    .insert({
      model: "Toyota Land Cruiser, E2E",
      registration_number: uniquePlate(),
      seating_capacity: 4,
      owner: "Ngozi Payout",
      owner_id: ownerId,
    })
    .select("id")
    .single();
  if (vehicle.error) throw vehicle.error;
  const at = `${month}-12T10:00:00Z`;
  const trip = await backend.service.from("bookings").insert({
    customer_name: "E2E Rider",
    customer_phone: "+2348031234567",
    customer_email: uniqueEmail("payout-trip"),
    pickup_location: "Ikeja City Mall",
    dropoff_location: "Lekki Phase 1",
    booking_time: at,
    fare_kobo: 6_000_000,
    status: "completed",
    vehicle_id: vehicle.data.id,
    completed_at: at,
  });
  if (trip.error) throw trip.error;

  const admin = createClient<Database>(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const signIn = await admin.auth.signInWithPassword(ADMIN);
  if (signIn.error) throw signIn.error;
  const closed = await admin.rpc("close_period", { p_period: `${month}-01` });
  if (closed.error) throw closed.error;
  return { email, ownerId, vehicleId: vehicle.data.id, admin };
}

async function loginOnPortal(page: Page, email: string) {
  await page.goto("/owner-portal");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByRole("button", { name: "Sign Out" })).toBeVisible();
}

test("an owner verifies a payout account; the month paid to it shows in the portal as Paid", async ({
  page,
  backend,
}, info) => {
  test.slow();
  // Months of this spec's own, one per project, older than the seed's and the reports specs'.
  const month = lagosMonth(info.project.name === "desktop" ? 20 : 21);
  const { email, ownerId, vehicleId, admin } = await ownerWithClosedMonth(
    backend,
    month,
  );
  try {
    await loginOnPortal(page, email);
    const payouts = page.getByRole("region", { name: "Payouts" });
    await expect(payouts).toContainText("No payouts yet.");

    // No account yet: the form. A number the bank cannot find is refused beside it, form kept.
    const account = page.getByRole("region", { name: "Payout account" });
    const form = account.getByRole("form", { name: "Payout account" });
    await form.getByRole("combobox", { name: /^Bank/ }).click();
    await page.getByRole("option", { name: "Guaranty Trust Bank" }).click();
    const number = form.getByLabel(/^Account number/);
    await number.fill(UNKNOWN_ACCOUNT);
    await form.getByRole("button", { name: "Verify account" }).click();
    await expect(form.getByRole("alert")).toHaveText(NOT_FOUND);
    await expect(number).toHaveValue(UNKNOWN_ACCOUNT);
    await expect(form.getByRole("combobox", { name: /^Bank/ })).toHaveText(
      "Guaranty Trust Bank",
    );

    await number.fill(GOOD_ACCOUNT);
    await form.getByRole("button", { name: "Verify account" }).click();
    await expect(account.getByRole("status")).toContainText(
      "Account verified: your bank says it belongs to",
    );
    const saved = await backend.service
      .from("owner_bank_accounts")
      .select("bank_code,account_number,account_name,recipient_code")
      .eq("owner_id", ownerId)
      .single();
    if (saved.error) throw saved.error;
    expect(saved.data).toMatchObject({
      bank_code: "058",
      account_number: GOOD_ACCOUNT,
    });
    expect(saved.data.recipient_code).toMatch(/^RCP_/);
    // The name the bank gave, and only the last four digits on screen.
    await expect(account).toContainText(saved.data.account_name);
    await expect(account).toContainText("••••6781");
    await expect(account).not.toContainText(GOOD_ACCOUNT);
    await expect(account.getByText("Verified", { exact: true })).toBeVisible();

    // The administrator pays the closed month by Paystack transfer, as Pay owners does.
    const session = (await admin.auth.getSession()).data.session!;
    const paid = await fetch(`${apiUrl}/functions/v1/payouts/pay-period`, {
      method: "POST",
      headers: {
        apikey: LOCAL_SUPABASE_ANON_KEY,
        authorization: `Bearer ${session.access_token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({
        period: `${month}-01`,
        payouts: [
          {
            owner_id: ownerId,
            owner_name: "Ngozi Payout",
            method: "paystack_transfer",
          },
        ],
      }),
    });
    expect(paid.status, await paid.clone().text()).toBe(200);
    const { payouts: made } = (await paid.json()) as {
      payouts: { reference: string; amount_kobo: number }[];
    };
    expect(made).toHaveLength(1);
    const [payout] = made as [{ reference: string; amount_kobo: number }];

    // The transfer's webhook lands on its own time: the portal shows Paid once it has.
    const row = payouts.getByRole("row", { name: `${monthName(month)}: Paid` });
    await expect(async () => {
      await page.reload();
      await expect(row).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(row).toContainText(payout.reference);
    await expect(row).toContainText("Paystack transfer");
    await expect(row).toContainText(
      new Intl.NumberFormat("en-NG", {
        style: "currency",
        currency: "NGN",
      }).format(payout.amount_kobo / 100),
    );
    await expect(row).toContainText("••••6781");

    // Nothing of the table runs off a phone's screen.
    const box = await row.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(
      page.viewportSize()!.width + 1,
    );
    await saveScreenshot(page, info, "owner-payouts", {
      widths: [projectWidth(info)],
      fullPage: true,
    });
    expect(await blockingViolations(page)).toEqual([]);
  } finally {
    await backend.service.from("fleets").delete().eq("id", vehicleId);
  }
});
