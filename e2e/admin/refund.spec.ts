import { LOCAL_SUPABASE_ANON_KEY } from "../../src/config/local-backend.ts";
import { blockingViolations } from "../axe.ts";
import {
  apiUrl,
  uniqueEmail,
  visitorClient,
  type Backend,
} from "../fixtures.ts";
import { projectWidth, saveScreenshot } from "../screenshots.ts";
import { DEMO_ACCOUNTS, expect, test } from "./fixtures.ts";

/**
 * A ride paid by card through the local Paystack stand-in is refunded from the booking sheet with
 * a reason: the sheet shows the refund and the reason, the list says Refunded, and the action log
 * names the administrator who asked for it. At 390 px on the phone project, 1280 px on desktop.
 */

const REASON = "Chauffeur arrived 40 minutes late";
// Paystack's documented test card that succeeds with no further step.
const CARD = { card_number: "4084084084084081", expiry: "12/39", cvv: "408" };

test.beforeEach(async ({ page }, info) => {
  if (info.project.name !== "desktop")
    await page.setViewportSize({ width: 390, height: 844 });
});

async function callPayments(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${apiUrl}/functions/v1/payments/${path}`, {
    method: "POST",
    headers: {
      apikey: LOCAL_SUPABASE_ANON_KEY,
      authorization: `Bearer ${LOCAL_SUPABASE_ANON_KEY}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** A rider books through the API and pays by card at the stand-in's checkout, as a phone would. */
async function paidRide(backend: Backend) {
  const { data: places } = await backend.service
    .from("places")
    .select("id")
    .limit(2);
  const { data: booked, error } = await visitorClient().rpc("create_booking", {
    p_customer_name: "Refund Rider",
    p_customer_phone: `+234803${String(Date.now() % 10_000_000).padStart(7, "0")}`,
    p_customer_email: uniqueEmail("refund"),
    p_pickup: places![0]!.id,
    p_dropoff: places![1]!.id,
    p_booking_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    p_service_type: "premium",
    p_idempotency_key: crypto.randomUUID(),
  });
  if (error) throw error;
  const ride = { reference: booked.reference!, token: booked.ride_token! };
  const checkout = (await callPayments("checkout", ride)) as {
    authorization_url: string;
    access_code: string;
    payment_reference: string;
  };
  const { origin } = new URL(checkout.authorization_url);
  const paid = await fetch(`${origin}/checkout/${checkout.access_code}/card`, {
    method: "POST",
    body: new URLSearchParams(CARD),
    redirect: "manual",
  });
  expect(paid.status).toBe(303);
  const verified = (await callPayments("verify", {
    ...ride,
    payment_reference: checkout.payment_reference,
  })) as { state: string };
  expect(verified.state).toBe("paid");
  return { id: booked.id!, ...ride, fareKobo: booked.fare_kobo! };
}

test("an administrator refunds a paid ride with a reason; the sheet, the list and the action log show it", async ({
  adminPage: page,
  backend,
}, info) => {
  test.slow();
  const ride = await paidRide(backend);
  const naira = new Intl.NumberFormat("en-NG", {
    style: "currency",
    currency: "NGN",
  }).format(ride.fareKobo / 100);

  await page.goto(`/admin/booking?q=${ride.reference}`);
  const row = page.getByRole("row").filter({ hasText: ride.reference });
  await expect(row.getByText("Paid", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: ride.reference, exact: true }).click();
  const sheet = page.getByRole("dialog", { name: "Booking details" });
  const payments = sheet.getByRole("region", { name: "Payments" });
  const charge = payments.getByRole("listitem", {
    name: `Payment of ${naira}`,
  });
  await expect(charge).toContainText("Card via Paystack");
  await expect(charge).toContainText(`PAY-${ride.reference}-`);

  await payments.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog", { name: "Refund payment" });
  // Everything refundable by default; a reason is required.
  await expect(dialog.getByLabel(/Amount/)).toHaveValue(
    String(ride.fareKobo / 100),
  );
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.getByText("Give a reason for the refund.")).toBeVisible();
  await dialog.getByLabel(/Reason/).fill(REASON);
  await saveScreenshot(page, info, "refund-dialog", {
    widths: [projectWidth(info)],
  });
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(page.getByText("Refund started", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const refund = payments.getByRole("listitem", { name: `Refund of ${naira}` });
  await expect(refund).toContainText(`Reason: ${REASON}`);
  await expect(
    payments.getByText("Refunded", { exact: true }).first(),
  ).toBeVisible();
  await expect(payments.getByRole("button", { name: "Refund" })).toBeHidden();
  const stored = await backend.service
    .from("payments")
    .select("kind,amount_kobo,reason,status")
    .eq("booking_id", ride.id)
    .eq("kind", "refund");
  expect(stored.data).toEqual([
    expect.objectContaining({ amount_kobo: ride.fareKobo, reason: REASON }),
  ]);
  expect(stored.data![0]!.status).not.toBe("failed");
  // The sheet fits a phone: nothing of the refund runs off the screen.
  const box = await refund.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  await saveScreenshot(page, info, "refund-sheet", {
    widths: [projectWidth(info)],
  });
  expect(await blockingViolations(page)).toEqual([]);
  await expect(refund).toContainText("Refund · to Card via Paystack");
  await sheet.getByRole("button", { name: "Close" }).click();
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();

  // The action log names the administrator who asked for the refund.
  await page.goto("/admin/settings?section=action-log&table=payments");
  const entry = page
    .getByRole("table", { name: "Action log" })
    .getByRole("row")
    .filter({ hasText: ride.reference })
    .filter({ hasText: DEMO_ACCOUNTS.admin })
    .first();
  await expect(entry).toContainText("Payments");
  await expect(entry).toContainText("Created");
});
