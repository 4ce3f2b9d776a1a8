import { createHash } from "node:crypto";
import type { Context, Hono } from "hono";

import { renderCheckout, type Method, type View } from "./checkout-page.ts";
import {
  chargeAbandoned,
  chargeDeclined,
  chargeOngoing,
  chargeSucceeded,
  type StandInState,
} from "./lifecycle.ts";
import { randomCode, type Transaction } from "./store.ts";
import { DECLINES, findTestCard, parseExpiry, TEST_OTP } from "./test-cards.ts";

const CHANNEL_METHOD: Record<string, Method> = {
  card: "card",
  bank_transfer: "transfer",
  ussd: "ussd",
};

/** `callback_url` with `trxref` and `reference` appended, its own query kept (as Paystack does). */
export function callbackWithReference(callbackUrl: string, reference: string) {
  const url = new URL(callbackUrl);
  url.searchParams.append("trxref", reference);
  url.searchParams.append("reference", reference);
  return url.toString();
}

/**
 * The page `authorization_url` opens: server-rendered forms, so a browser, Playwright or a plain
 * HTTP client can pay. Every finished payment goes back to `callback_url`.
 */
export function checkoutRoutes(app: Hono, state: StandInState): void {
  const awaitingOtp = new Set<string>();
  /** The card that passed, held until its one-time code is entered. */
  const pendingAuthorization = new Map<string, Record<string, unknown>>();
  const cancelled = new Set<string>();

  const methodsOf = (t: Transaction): Method[] =>
    t.channels
      ? t.channels.flatMap((ch) =>
          CHANNEL_METHOD[ch] ? [CHANNEL_METHOD[ch]] : [],
        )
      : ["card", "transfer", "ussd"];
  const returnUrl = (t: Transaction) =>
    t.callbackUrl ? callbackWithReference(t.callbackUrl, t.reference) : null;
  const page = (
    c: Context,
    t: Transaction,
    view: View,
    extra: { error?: string; cardNumber?: string } = {},
  ) =>
    c.html(
      renderCheckout({
        t,
        view,
        methods: methodsOf(t),
        returnUrl: returnUrl(t),
        transferAccount: transferAccount(t.accessCode),
        ...extra,
      }),
    );
  /** Back to the merchant, or to the finished page when there is no callback. */
  const leave = (c: Context, t: Transaction) =>
    c.redirect(returnUrl(t) ?? `/checkout/${t.accessCode}`, 303);
  const finished = (t: Transaction) =>
    t.status === "success" || cancelled.has(t.accessCode);
  const open = (c: Context) =>
    state.store.byAccessCode.get(c.req.param("code") ?? "");

  app.get("/checkout/:code", (c) => {
    const t = open(c);
    if (!t) return c.html(NOT_FOUND, 404);
    if (t.status === "success") return page(c, t, "done");
    if (cancelled.has(t.accessCode)) return page(c, t, "closed");
    if (awaitingOtp.has(t.accessCode)) return page(c, t, "otp");
    const methods = methodsOf(t);
    const asked = c.req.query("method") as Method | undefined;
    return page(c, t, asked && methods.includes(asked) ? asked : methods[0]!);
  });

  app.post("/checkout/:code/card", async (c) => {
    const t = open(c);
    if (!t) return c.html(NOT_FOUND, 404);
    if (finished(t)) return c.redirect(`/checkout/${t.accessCode}`, 303);
    const form = await c.req.parseBody();
    const number = String(form.card_number ?? "");
    const card = findTestCard(number);
    const expiry = parseExpiry(String(form.expiry ?? ""));
    const retry = (error: string) =>
      page(c, t, "card", { error, cardNumber: number });
    if (!card)
      return retry(
        "This is not a test card. Use one of the test cards listed below.",
      );
    if (!expiry) return retry("Enter an expiry date in the future, as MM/YY.");
    if (!/^\d{3}$/.test(String(form.cvv ?? "").trim()))
      return retry("Enter the 3-digit CVV from the back of the card.");
    if (card.outcome === "declined" || card.outcome === "insufficient") {
      chargeDeclined(t, "card", DECLINES[card.outcome]);
      return retry(
        `${DECLINES[card.outcome]}: your bank did not approve this payment. Try another card.`,
      );
    }
    const authorization = {
      authorization_code: `AUTH_${randomCode(10)}`,
      bin: card.number.slice(0, 6),
      last4: card.number.slice(-4),
      exp_month: expiry.month,
      exp_year: expiry.year,
      channel: "card",
      card_type: "visa ",
      bank: "TEST BANK",
      country_code: "NG",
      brand: "visa",
      reusable: true,
      signature: `SIG_${randomCode(20)}`,
      account_name: null,
    };
    if (card.outcome === "otp") {
      chargeOngoing(t, "card", "Authentication Required: otp");
      awaitingOtp.add(t.accessCode);
      pendingAuthorization.set(t.accessCode, authorization);
      return c.redirect(`/checkout/${t.accessCode}`, 303);
    }
    await chargeSucceeded(state, t, "card", authorization);
    return leave(c, t);
  });

  app.post("/checkout/:code/otp", async (c) => {
    const t = open(c);
    if (!t) return c.html(NOT_FOUND, 404);
    const authorization = pendingAuthorization.get(t.accessCode);
    if (finished(t) || !authorization || !awaitingOtp.has(t.accessCode))
      return c.redirect(`/checkout/${t.accessCode}`, 303);
    const form = await c.req.parseBody();
    if (String(form.otp ?? "").trim() !== TEST_OTP)
      return page(c, t, "otp", {
        error:
          "That code is not correct. Check the code your bank sent and try again.",
      });
    awaitingOtp.delete(t.accessCode);
    pendingAuthorization.delete(t.accessCode);
    await chargeSucceeded(state, t, "card", authorization);
    return leave(c, t);
  });

  for (const [path, channel] of [
    ["transfer", "bank_transfer"],
    ["ussd", "ussd"],
  ] as const)
    app.post(`/checkout/:code/${path}`, async (c) => {
      const t = open(c);
      if (!t) return c.html(NOT_FOUND, 404);
      if (finished(t)) return c.redirect(`/checkout/${t.accessCode}`, 303);
      await chargeSucceeded(state, t, channel, offlineAuthorization(channel));
      return leave(c, t);
    });

  app.post("/checkout/:code/cancel", (c) => {
    const t = open(c);
    if (!t) return c.html(NOT_FOUND, 404);
    if (finished(t)) return c.redirect(`/checkout/${t.accessCode}`, 303);
    chargeAbandoned(t);
    cancelled.add(t.accessCode);
    awaitingOtp.delete(t.accessCode);
    const cancelAction = (t.metadata as { cancel_action?: unknown } | null)
      ?.cancel_action;
    if (typeof cancelAction === "string" && /^https?:\/\//.test(cancelAction))
      return c.redirect(cancelAction, 303);
    return leave(c, t);
  });
}

/** A ten-digit account, the same for one checkout however often its page is opened. */
function transferAccount(accessCode: string): string {
  const hex = createHash("sha256").update(accessCode).digest("hex");
  return `99${String(parseInt(hex.slice(0, 12), 16))
    .slice(-8)
    .padStart(8, "0")}`;
}

function offlineAuthorization(channel: "bank_transfer" | "ussd") {
  const transfer = channel === "bank_transfer";
  return {
    authorization_code: `AUTH_${randomCode(10)}`,
    bin: transfer ? "008XXX" : "XXXXXX",
    last4: transfer ? "X553" : "XXXX",
    exp_month: transfer ? null : "12",
    exp_year: transfer ? null : "9999",
    channel,
    card_type: transfer ? "transfer" : "offline",
    bank: transfer ? null : "Guaranty Trust Bank",
    country_code: "NG",
    brand: transfer ? "Managed Account" : "offline",
    reusable: false,
    signature: null,
    account_name: null,
    ...(transfer
      ? {
          sender_country: "NG",
          sender_bank: "Guaranty Trust Bank",
          sender_bank_account_number: "XXXXXX4821",
          sender_name: "EkoLuxe Test Payer",
          narration: "EkoLuxe ride payment",
        }
      : {}),
  };
}

const NOT_FOUND = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Payment link not found</title></head><body style="font-family:system-ui,sans-serif;padding:24px"><h1>This payment link is not valid</h1><p>Go back to EkoLuxe and start the payment again.</p></body></html>`;
