import type { Hono } from "hono";

import { startRefund, type StandInState } from "./lifecycle.ts";
import { fail, koboOf, ok, readBody, text } from "./responses.ts";
import { refundJson, transactionJson } from "./shapes.ts";
import { randomCode, type Refund } from "./store.ts";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Paystack allows letters, digits and `-`, `.`, `=` in a transaction reference. */
const REFERENCE = /^[A-Za-z0-9.=-]{1,100}$/;
const CHANNELS = ["card", "bank_transfer", "ussd"];
const MISSING = {
  nextStep: "Provide all required params ",
  type: "validation_error",
  code: "missing_params",
};

/** `POST /transaction/initialize`, `GET /transaction/verify/:reference`, `POST /refund`. */
export function transactionRoutes(app: Hono, state: StandInState): void {
  const { store } = state;

  app.post("/transaction/initialize", async (c) => {
    const body = await readBody(c);
    const email = text(body.email);
    if (!email) return fail(c, 400, "Email Address is required", MISSING);
    if (!EMAIL.test(email)) return fail(c, 400, "Invalid Email Address Passed");
    const amount = koboOf(body.amount);
    if (amount === undefined) return fail(c, 400, "Invalid Amount Sent");
    const currency = text(body.currency).toUpperCase() || "NGN";
    if (currency !== "NGN")
      return fail(c, 400, "Currency not supported by merchant");
    const reference = text(body.reference) || randomCode(10);
    if (!REFERENCE.test(reference))
      return fail(c, 400, "Invalid transaction reference");
    if (store.transactions.has(reference))
      return fail(c, 400, "Duplicate Transaction Reference");
    const callbackUrl = text(body.callback_url) || null;
    if (
      callbackUrl &&
      !(/^https?:\/\//.test(callbackUrl) && URL.canParse(callbackUrl))
    )
      return fail(c, 400, "Invalid callback_url");
    const channels = Array.isArray(body.channels)
      ? body.channels.filter((ch): ch is string => CHANNELS.includes(ch))
      : [];
    const accessCode = randomCode(15);
    const created = new Date();
    store.addTransaction({
      id: store.nextId(),
      reference,
      accessCode,
      amount,
      currency,
      email,
      callbackUrl,
      metadata: parseMetadata(body.metadata),
      channels: channels.length ? channels : null,
      status: "abandoned",
      gatewayResponse: "The transaction was not completed",
      channel: null,
      paidAt: null,
      createdAt: created.toISOString(),
      startedAt: created.getTime(),
      authorization: {},
      customerId: store.nextId(),
      customerCode: `CUS_${randomCode(15)}`,
      history: [],
      attempts: 0,
      errors: 0,
      refunded: 0,
    });
    return ok(c, "Authorization URL created", {
      authorization_url: `${state.baseUrl()}/checkout/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  });

  app.get("/transaction/verify/:reference", (c) => {
    const t = store.transactions.get(c.req.param("reference"));
    if (!t)
      return fail(c, 400, "Transaction reference not found", {
        nextStep:
          "Ensure that you're passing the reference of a transaction that exists on this integration",
        type: "validation_error",
        code: "transaction_not_found",
      });
    return ok(c, "Verification successful", transactionJson(t));
  });

  app.post("/refund", async (c) => {
    const body = await readBody(c);
    const key =
      typeof body.transaction === "number"
        ? String(body.transaction)
        : text(body.transaction);
    if (!key)
      return fail(c, 400, "Transaction reference or id is required", MISSING);
    const t = store.findTransaction(key);
    if (!t) return fail(c, 404, "Transaction not found");
    if (t.status !== "success")
      return fail(
        c,
        400,
        "Cannot refund a transaction that was not successful",
      );
    const left = t.amount - t.refunded;
    if (left <= 0) return fail(c, 400, "Transaction has been fully reversed");
    const amount =
      body.amount === undefined || body.amount === null || body.amount === ""
        ? left
        : koboOf(body.amount);
    if (amount === undefined) return fail(c, 400, "Invalid amount");
    if (amount > left)
      return fail(
        c,
        400,
        "Refund amount cannot be greater than the amount left on the transaction",
      );
    const currency = text(body.currency).toUpperCase() || t.currency;
    if (currency !== t.currency) return fail(c, 400, "Currency mismatch");
    t.refunded += amount;
    const created = new Date();
    const refund: Refund = {
      id: store.nextId(),
      transactionReference: t.reference,
      amount,
      currency,
      status: "pending",
      customerNote:
        text(body.customer_note) || `Refund for transaction ${t.reference}`,
      merchantNote:
        text(body.merchant_note) || `Refund for transaction ${t.reference}`,
      refundReference: null,
      createdAt: created.toISOString(),
      updatedAt: created.toISOString(),
      expectedAt: new Date(created.getTime() + 9 * 86_400_000).toISOString(),
    };
    store.refunds.set(refund.id, refund);
    // The answer describes the refund as queued; its events follow it.
    const answer = refundJson(refund, t);
    await startRefund(state, refund, t);
    return ok(c, "Refund has been queued for processing", answer);
  });
}

/** Metadata arrives as an object or as a JSON string (Paystack's own samples do both). */
function parseMetadata(value: unknown): unknown {
  if (typeof value !== "string") return value ?? null;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
