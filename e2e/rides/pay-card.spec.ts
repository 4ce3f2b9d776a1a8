import { blockingViolations } from "../axe.ts";
import { expect, test } from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";
import {
  DECLINED_CARD,
  expectPaid,
  guestRide,
  paymentCard,
  payWithCard,
  phoneAt390,
  SUCCESS_CARD,
} from "./pay-steps.ts";

// Each journey goes through the payments function, the stand-in's checkout and its webhook.
test.describe.configure({ timeout: 90_000 });

test("a rider pays by card through checkout, sees Paid, and the receipt names the Paystack reference", async ({
  page,
  backend,
}, testInfo) => {
  await phoneAt390(page, testInfo.project.name);
  const ride = await guestRide(backend);
  await page.goto(ride.ridePath);
  const card = paymentCard(page);
  await expect(
    card.getByText("Or pay your chauffeur in cash at the end of the ride."),
  ).toBeVisible({ timeout: 15_000 });

  await payWithCard(page, SUCCESS_CARD);
  const paystackReference = await expectPaid(page, ride);
  expect(paystackReference).toMatch(
    new RegExp(`^PAY-${ride.reference}-[0-9A-F]{8}$`, "i"),
  );
  await saveScreenshot(
    page,
    testInfo,
    `ride-paid-${page.viewportSize()?.width}`,
  );
  expect(await blockingViolations(page), "ride page, paid").toEqual([]);

  // One succeeded charge in the ledger, for the fare, however often the webhook and verify ran.
  const { data: booking } = await backend.service
    .from("bookings")
    .select("id, fare_kobo")
    .eq("reference", ride.reference)
    .single();
  const { data: rows } = await backend.service
    .from("payments")
    .select("kind, method, channel, status, amount_kobo, provider_reference")
    .eq("booking_id", booking!.id);
  expect(rows).toEqual([
    {
      kind: "charge",
      method: "paystack",
      channel: "card",
      status: "succeeded",
      amount_kobo: booking!.fare_kobo,
      provider_reference: paystackReference,
    },
  ]);

  await card.getByRole("link", { name: "Receipt" }).click();
  const receipt = page.getByRole("article", { name: "Receipt" });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(`Receipt number ${ride.reference}`);
  await expect(receipt).toContainText(
    `Paystack reference ${paystackReference}`,
  );
  await expect(receipt).toContainText("Victoria Island, Lagos");
  await expect(receipt.getByRole("region", { name: "Balance" })).toContainText(
    "Paid in full",
  );
  await expect(page.getByRole("button", { name: "Print" })).toBeVisible();
  expect(await blockingViolations(page), "receipt").toEqual([]);
  await saveScreenshot(
    page,
    testInfo,
    `ride-receipt-${page.viewportSize()?.width}`,
  );

  // On paper: the receipt alone, black on white, without the site's navigation or footer.
  await page.emulateMedia({ media: "print" });
  await expect(page.locator("#root header").first()).toBeHidden();
  await expect(page.locator("#root footer").first()).toBeHidden();
  await expect(page.getByRole("button", { name: "Print" })).toBeHidden();
  await expect(receipt).toBeVisible();
  const ink = await receipt.evaluate((element) => ({
    text: getComputedStyle(element).color,
    paper: getComputedStyle(document.body).backgroundColor,
  }));
  expect(ink).toEqual({ text: "rgb(0, 0, 0)", paper: "rgb(255, 255, 255)" });
  await saveScreenshot(
    page,
    testInfo,
    `ride-receipt-print-${page.viewportSize()?.width}`,
  );
});

test("a declined card charges nothing, and the ride offers Pay now again", async ({
  page,
  backend,
}, testInfo) => {
  await phoneAt390(page, testInfo.project.name);
  const ride = await guestRide(backend);
  await page.goto(ride.ridePath);
  await payWithCard(page, DECLINED_CARD);
  await expect(page.getByRole("alert")).toContainText("Declined");
  const footer = await page.getByText(/Secured by Paystack/).textContent();
  const paystackReference = /PAY-[A-Z0-9-]+/i.exec(footer ?? "")![0];

  // Cancel at the checkout comes back with the reference: the page asks the server and says so.
  await page.getByRole("button", { name: "Cancel payment" }).click();
  await page.waitForURL((url) => url.pathname === ride.ridePath);
  const card = paymentCard(page);
  await expect(
    card.getByText("Payment not completed. You have not been charged."),
  ).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole("button", { name: "Pay now" })).toBeVisible();
  await expect(card.getByText("Paid", { exact: true })).toHaveCount(0);
  await expect(page).toHaveURL((url) => url.search === "");

  // Paystack can also send the payer back to the callback with the failed reference: the page
  // asks the server, which finds nothing charged.
  await page.goto(
    `${ride.ridePath}?trxref=${paystackReference}&reference=${paystackReference}`,
  );
  await expect(
    card.getByText("Payment not completed. You have not been charged."),
  ).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole("button", { name: "Pay now" })).toBeVisible();
  await expect(page).toHaveURL((url) => url.search === "");
  expect(await blockingViolations(page), "ride page, not paid").toEqual([]);
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(
    page,
    testInfo,
    `ride-not-paid-${page.viewportSize()?.width}`,
  );
  const { data: booking } = await backend.service
    .from("bookings")
    .select("id")
    .eq("reference", ride.reference)
    .single();
  const { data: charged } = await backend.service
    .from("payments")
    .select("id")
    .eq("booking_id", booking!.id)
    .eq("status", "succeeded");
  expect(charged).toEqual([]);
});

test("a paid ride cancelled inside the free window is refunded in full", async ({
  page,
  backend,
}, testInfo) => {
  await phoneAt390(page, testInfo.project.name);
  const ride = await guestRide(backend);
  await page.goto(ride.ridePath);
  await payWithCard(page, SUCCESS_CARD);
  await expectPaid(page, ride);

  const cancel = page.getByRole("button", {
    name: `Cancel ride ${ride.reference}`,
  });
  await cancel.scrollIntoViewIfNeeded();
  await cancel.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Plans changed", { exact: true }).click();
  await dialog.getByRole("button", { name: "Cancel ride" }).click();
  await expect(dialog).toHaveCount(0);

  const card = paymentCard(page);
  // The refund is sent at once; the stand-in confirms it by webhook, and the page follows.
  await expect(
    card.getByText(/^(Refund on its way|Refunded)$/).first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(card.locator("[data-slot=badge]")).toHaveText("Refunded", {
    timeout: 30_000,
  });
  await card.scrollIntoViewIfNeeded();
  await saveScreenshot(
    page,
    testInfo,
    `ride-refunded-${page.viewportSize()?.width}`,
  );
  const { data: booking } = await backend.service
    .from("bookings")
    .select("id, fare_kobo")
    .eq("reference", ride.reference)
    .single();
  const { data: refunds } = await backend.service
    .from("payments")
    .select("status, amount_kobo")
    .eq("booking_id", booking!.id)
    .eq("kind", "refund");
  expect(refunds).toEqual([
    { status: "succeeded", amount_kobo: booking!.fare_kobo },
  ]);
});
