import { createClient } from "@supabase/supabase-js";

import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import type { Database } from "../../src/lib/database.types.ts";
import { blockingViolations } from "../axe.ts";
import { apiUrl, uniqueEmail, type Backend } from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, expect, test } from "./fixtures.ts";

/**
 * Mark as paid on a closed month opens Pay owners: one owner (with an account verified through
 * the local Paystack stand-in) is paid by Paystack transfer, the other (named on the vehicle, no
 * account) by a bank transfer recorded with its reference. The month turns Paid, the payouts
 * panel shows each payout's status, and the month's trips say how they were paid. At 390 px on
 * the phone project, 1280 px on the desktop one.
 */

const PASSWORD = "pay-owners-password";
const TRANSFER_REFERENCE = "FBN/E2E/0042";

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
  return `W${pick()}${pick()}-${String(Math.floor(Math.random() * 1000)).padStart(3, "0")}${pick()}${pick()}`;
}

const signedIn = async (email: string, password: string) => {
  const client = createClient<Database>(apiUrl, LOCAL_SUPABASE_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password,
  });
  if (error) throw error;
  return { client, token: data.session.access_token };
};

/** A vehicle of `owner` with one completed trip in `month`; returns the trip's id. */
async function vehicleWithTrip(
  backend: Backend,
  month: string,
  owner: { name: string; id?: string },
  fareKobo: number,
) {
  const vehicle = await backend.service
    .from("fleets")
    .insert({
      model: "Mercedes-Benz S-Class, E2E",
      registration_number: uniquePlate(),
      seating_capacity: 4,
      owner: owner.name,
      owner_id: owner.id ?? null,
    })
    .select("id")
    .single();
  if (vehicle.error) throw vehicle.error;
  const at = `${month}-12T10:00:00Z`;
  const trip = await backend.service
    .from("bookings")
    .insert({
      customer_name: "E2E Rider",
      customer_phone: "+2348031234567",
      customer_email: uniqueEmail("pay-owners-trip"),
      pickup_location: "Ikeja City Mall",
      dropoff_location: "Lekki Phase 1",
      booking_time: at,
      fare_kobo: fareKobo,
      status: "completed",
      vehicle_id: vehicle.data.id,
      completed_at: at,
    })
    .select("id")
    .single();
  if (trip.error) throw trip.error;
  return trip.data.id;
}

/**
 * Two owners with a trip each in `month`, the month closed: one owner verified a payout account
 * (the payouts function resolves it and creates the recipient at the stand-in), the other is a
 * name on the vehicle only, whose trip was paid in cash.
 */
async function closedMonthWithTwoOwners(backend: Backend, month: string) {
  const email = uniqueEmail("pay-owners");
  const name = `Kemi Transfer ${Date.now().toString(36)}`;
  const { data: created, error } = await backend.service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    app_metadata: { role: "owner" },
    user_metadata: { full_name: name },
  });
  if (error) throw error;
  await vehicleWithTrip(
    backend,
    month,
    { name, id: created.user.id },
    6_000_000,
  );
  const outside = `Bisi Outside ${Date.now().toString(36)}`;
  const cashTrip = await vehicleWithTrip(
    backend,
    month,
    { name: outside },
    3_000_000,
  );
  const cash = await backend.service.from("payments").insert({
    booking_id: cashTrip,
    amount_kobo: 3_000_000,
    method: "cash",
    received_by: "E2E Chauffeur",
  });
  if (cash.error) throw cash.error;

  const owner = await signedIn(email, PASSWORD);
  const account = await fetch(`${apiUrl}/functions/v1/payouts/bank-account`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SUPABASE_ANON_KEY,
      authorization: `Bearer ${owner.token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify({ bank_code: "058", account_number: "0123456781" }),
  });
  expect(account.status, await account.clone().text()).toBe(200);

  const admin = await signedIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  const closed = await admin.client.rpc("close_period", {
    p_period: `${month}-01`,
  });
  if (closed.error) throw closed.error;
  return { transfer: name, outside, ownerId: created.user.id };
}

test("an administrator pays a closed month's owners by Paystack transfer and by bank transfer", async ({
  adminPage: page,
  backend,
}, info) => {
  test.slow();
  // Months of this spec's own, one per project, older than any other spec's.
  const month = lagosMonth(info.project.name === "desktop" ? 24 : 25);
  const owners = await closedMonthWithTwoOwners(backend, month);
  const name = monthName(month);

  await page.goto(`/admin/reports?from=${month}`);
  const status = page.getByRole("group", { name: `${name} status` });
  await expect(status.getByText("Closed")).toBeVisible();
  await status.getByRole("button", { name: "Mark as paid" }).click();
  const dialog = page.getByRole("dialog", { name: "Pay owners" });
  const transfer = dialog.getByRole("group", { name: owners.transfer });
  const outside = dialog.getByRole("group", { name: owners.outside });
  await expect(transfer).toContainText("Guaranty Trust Bank ••••6781");
  await expect(transfer).toContainText("₦48,000.00");
  await expect(
    transfer.getByRole("radio", { name: "Paystack transfer" }),
  ).toBeChecked();
  await expect(outside).toContainText("No verified bank account");
  await expect(outside.getByRole("radio")).toHaveCount(1);

  // A bank transfer needs the reference from the bank's receipt.
  await dialog.getByRole("button", { name: "Pay owners" }).click();
  await expect(
    outside.getByText(
      `Enter the bank transfer reference for ${owners.outside}.`,
    ),
  ).toBeVisible();
  await outside.getByLabel(/Transfer reference/).fill(TRANSFER_REFERENCE);
  await saveScreenshot(page, info, "pay-owners", {
    widths: [projectWidth(info)],
  });
  await dialog.getByRole("button", { name: "Pay owners" }).click();
  await expect(page.getByText("Period Paid", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(status.getByText("Paid", { exact: true })).toBeVisible();

  const panel = page.getByRole("table", { name: `Payouts for ${name}` });
  const rowOf = (owner: string) =>
    panel.getByRole("row").filter({ hasText: owner });
  await expect(rowOf(owners.outside)).toContainText("Bank transfer");
  await expect(rowOf(owners.outside)).toContainText(TRANSFER_REFERENCE);
  await expect(
    rowOf(owners.outside).getByText("Paid", { exact: true }),
  ).toBeVisible();
  await expect(rowOf(owners.transfer)).toContainText("Paystack transfer");
  await expect(rowOf(owners.transfer)).toContainText(/Pending|Paid/);
  // The transfer's webhook lands on its own time; the panel looks again while one is pending.
  await expect(
    rowOf(owners.transfer).getByText("Paid", { exact: true }),
  ).toBeVisible({
    timeout: 30_000,
  });
  const stored = await backend.service
    .from("owner_payouts")
    .select("owner_id,method,status,bank_reference")
    .eq("period", `${month}-01`)
    .order("method");
  expect(stored.data).toEqual([
    {
      owner_id: null,
      method: "bank_transfer",
      status: "succeeded",
      bank_reference: TRANSFER_REFERENCE,
    },
    {
      owner_id: owners.ownerId,
      method: "paystack_transfer",
      status: "succeeded",
      bank_reference: null,
    },
  ]);

  // How the month's trips were paid: one in cash, one not at all.
  const trips = page.getByRole("region", {
    name: `How ${name}'s trips were paid`,
  });
  const totals = trips.getByRole("list", { name: "Totals by how paid" });
  await expect(totals).toContainText("Cash · 1 trip · ₦30,000.00");
  await expect(totals).toContainText("Unpaid · 1 trip · ₦60,000.00 due");
  const box = await panel.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(
    page.viewportSize()!.width + 1,
  );
  await saveScreenshot(page, info, "payouts-panel", {
    widths: [projectWidth(info)],
    fullPage: true,
  });
  expect(await blockingViolations(page)).toEqual([]);
});
