import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Runtime } from "../../../supabase/local/index.ts";
import {
  paystackClient,
  startStandInRuntime,
  submit,
  uniqueReference,
} from "./standin-runtime.ts";

/** The checkout page by HTTP, as the browser drives it: forms posted, redirects read. */
let runtime: Runtime;
let api: ReturnType<typeof paystackClient>;
const CALLBACK = "http://127.0.0.1:5173/ride/EKO-7F3K2Q/manage-token?lang=en";

beforeAll(async () => {
  runtime = await startStandInRuntime();
  api = paystackClient(runtime);
});
afterAll(() => runtime?.stop());

async function checkout(extra: Record<string, unknown> = {}) {
  const reference = uniqueReference();
  const answer = await api("POST", "/transaction/initialize", {
    email: "ada@example.com",
    amount: 1_250_000,
    reference,
    callback_url: CALLBACK,
    ...extra,
  });
  const url = (answer.body.data as { authorization_url: string })
    .authorization_url;
  return { reference, url };
}

const verify = async (reference: string) =>
  (await api("GET", `/transaction/verify/${reference}`)).body.data as Record<
    string,
    unknown
  >;

/** The callback with Paystack's two parameters appended, its own query kept. */
const returned = (reference: string) =>
  `${CALLBACK}&trxref=${reference}&reference=${reference}`;

const SUCCESS_CARD = {
  card_number: "4084 0840 8408 4081",
  expiry: "12/40",
  cvv: "408",
};

describe("paystack stand-in: the checkout page", () => {
  it("is a payment sheet for EkoLuxe: amount in naira, e-mail, labelled fields, test cards", async () => {
    const { url } = await checkout();
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain("EkoLuxe");
    expect(html).toContain("₦12,500.00");
    expect(html).toContain("ada@example.com");
    for (const id of ["card_number", "expiry", "cvv"])
      expect(html).toMatch(new RegExp(`<label for="${id}">[^<]+</label>`));
    expect(html).toContain("4084 0840 8408 4081");
    expect(html).toContain("4084 0800 0000 5408");
    expect(html).toContain("4084 0800 0000 0409");
    expect(html).toContain("Cancel payment");
    // Nothing is loaded from anywhere: no external scripts, styles, fonts or images.
    expect(html).not.toMatch(/(src|href)="https?:/);
  });

  it("offers only the channels initialize allowed", async () => {
    const { url } = await checkout({ channels: ["bank_transfer"] });
    const html = await (await fetch(url)).text();
    expect(html).toContain("Pay with bank transfer");
    expect(html).not.toContain("?method=card");
  });

  it("answers an unknown checkout with 404", async () => {
    const res = await fetch(`${runtime.paystackUrl}/checkout/nosuchcode`);
    expect(res.status).toBe(404);
  });
});

describe("paystack stand-in: paying", () => {
  it("succeeds with the success card and returns to callback_url with trxref and reference", async () => {
    const { reference, url } = await checkout();
    const paid = await submit(`${url}/card`, SUCCESS_CARD);
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(returned(reference));
    expect(await verify(reference)).toMatchObject({
      status: "success",
      channel: "card",
      gateway_response: "Successful",
    });
    // Paid is final: the page says so and the form no longer charges.
    expect(await (await fetch(url)).text()).toContain("Payment successful");
    expect((await submit(`${url}/card`, SUCCESS_CARD)).location).toBe(
      new URL(url).pathname,
    );
  });

  it("shows a decline, counts it as failed, and lets the payer try again", async () => {
    const { reference, url } = await checkout();
    const declined = await submit(`${url}/card`, {
      card_number: "4084080000005408",
      expiry: "12/40",
      cvv: "001",
    });
    expect(declined.status).toBe(200);
    expect(declined.html).toMatch(/<p class="alert" role="alert">Declined/);
    expect(await verify(reference)).toMatchObject({
      status: "failed",
      gateway_response: "Declined",
    });
    const retry = await submit(`${url}/card`, SUCCESS_CARD);
    expect(retry.location).toBe(returned(reference));
    const data = await verify(reference);
    expect(data).toMatchObject({ status: "success" });
    expect(data.log).toMatchObject({ attempts: 2, errors: 1, success: true });
  });

  it("declines insufficient funds, an unknown card, a past expiry and a bad CVV", async () => {
    const { reference, url } = await checkout();
    const tries = [
      [
        { card_number: "4084080000670037", expiry: "12/40", cvv: "787" },
        "Insufficient Funds",
      ],
      [
        { card_number: "4111111111111111", expiry: "12/40", cvv: "123" },
        "not a test card",
      ],
      [{ ...SUCCESS_CARD, expiry: "01/20" }, "expiry date"],
      [{ ...SUCCESS_CARD, cvv: "12" }, "CVV"],
    ] as const;
    for (const [fields, message] of tries) {
      const answer = await submit(`${url}/card`, fields);
      expect(answer.status).toBe(200);
      expect(answer.html).toContain(message);
    }
    expect((await verify(reference)).status).not.toBe("success");
  });

  it("asks for the bank's one-time code on the 3-D Secure card, and takes only 123456", async () => {
    const { reference, url } = await checkout();
    const card = await submit(`${url}/card`, {
      card_number: "4084 0800 0000 0409",
      expiry: "12/40",
      cvv: "000",
    });
    expect(card.status).toBe(303);
    expect(card.location).toBe(new URL(url).pathname);
    expect(await verify(reference)).toMatchObject({ status: "ongoing" });
    const page = await (await fetch(url)).text();
    expect(page).toContain('<label for="otp">One-time code</label>');
    const wrong = await submit(`${url}/otp`, { otp: "000000" });
    expect(wrong.html).toContain("That code is not correct");
    const right = await submit(`${url}/otp`, { otp: "123456" });
    expect(right.location).toBe(returned(reference));
    expect(await verify(reference)).toMatchObject({
      status: "success",
      channel: "card",
      authorization: { last4: "0409" },
    });
  });

  it("pays by bank transfer: an account to pay into, then I've sent the money", async () => {
    const { reference, url } = await checkout();
    const page = await (await fetch(`${url}?method=transfer`)).text();
    expect(page).toMatch(/<dt>Account number<\/dt><dd>\d{10}<\/dd>/);
    expect(page).toContain("I've sent the money</button>");
    const sent = await submit(`${url}/transfer`);
    expect(sent.location).toBe(returned(reference));
    expect(await verify(reference)).toMatchObject({
      status: "success",
      channel: "bank_transfer",
      authorization: { channel: "bank_transfer" },
    });
  });

  it("pays by USSD", async () => {
    const { reference, url } = await checkout();
    await submit(`${url}/ussd`);
    expect(await verify(reference)).toMatchObject({
      channel: "ussd",
      status: "success",
    });
  });

  it("cancels: abandoned, back to the callback, and the checkout is closed", async () => {
    const { reference, url } = await checkout();
    const cancelled = await submit(`${url}/cancel`);
    expect(cancelled.status).toBe(303);
    expect(cancelled.location).toBe(returned(reference));
    expect(await verify(reference)).toMatchObject({
      status: "abandoned",
      paid_at: null,
    });
    expect(await (await fetch(url)).text()).toContain("Payment cancelled");
    await submit(`${url}/card`, SUCCESS_CARD);
    expect((await verify(reference)).status).toBe("abandoned");
  });

  it("cancels to metadata.cancel_action when one is set", async () => {
    const { url } = await checkout({
      metadata: { cancel_action: "http://127.0.0.1:5173/ride/EKO-7F3K2Q/t" },
    });
    expect((await submit(`${url}/cancel`)).location).toBe(
      "http://127.0.0.1:5173/ride/EKO-7F3K2Q/t",
    );
  });

  it("stays on its own page when initialize gave no callback_url", async () => {
    const { url } = await checkout({ callback_url: undefined });
    const paid = await submit(`${url}/card`, SUCCESS_CARD);
    expect(paid.location).toBe(new URL(url).pathname);
  });
});
