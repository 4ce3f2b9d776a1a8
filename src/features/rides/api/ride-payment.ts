import { invokeFunction } from "@/lib/edge-functions";
import { callAnonRpc } from "@/lib/rpc-fetch";

import type { RidePayment, RidePaymentLine, RideTarget } from "../types";

/** ride_payment's states (the ledger's view of one booking). */
export const ridePaymentStates = [
  "unpaid",
  "pending",
  "paid",
  "part_paid",
  "refund_pending",
  "refunded",
  "part_refunded",
] as const;

const kinds = ["charge", "refund"] as const;
const methods = ["cash", "paystack"] as const;
const statuses = ["pending", "processing", "succeeded", "failed"] as const;

function fail(name: string): never {
  throw new TypeError(`The ride's payment ${name} is not what it should be.`);
}

function text(value: unknown, name: string): string {
  return typeof value === "string" ? value : fail(name);
}

function optionalText(value: unknown, name: string): string | null {
  return value === null || value === undefined ? null : text(value, name);
}

function kobo(value: unknown, name: string): number {
  return typeof value === "number" && Number.isFinite(value)
    ? value
    : fail(name);
}

function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  name: string,
): T {
  return allowed.includes(value as T) ? (value as T) : fail(name);
}

function record(value: unknown, name: string): Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : fail(name);
}

function parseLine(raw: unknown): RidePaymentLine {
  const line = record(raw, "line");
  return {
    id: text(line.id, "id"),
    kind: oneOf(line.kind, kinds, "kind"),
    method: oneOf(line.method, methods, "method"),
    channel: optionalText(line.channel, "channel"),
    status: oneOf(line.status, statuses, "status"),
    amount_kobo: kobo(line.amount_kobo, "amount"),
    provider_reference: optionalText(line.provider_reference, "reference"),
    reason: optionalText(line.reason, "reason"),
    at: optionalText(line.at, "time"),
  };
}

/**
 * ride_payment's jsonb (also the answer of the payments function's verify and settle), checked
 * field by field and written out like ride-view.ts: the ride page asks for it on first paint.
 */
export function parseRidePayment(data: unknown): RidePayment {
  const source = record(data, "answer");
  const payments = source.payments ?? [];
  if (!Array.isArray(payments)) fail("list");
  return {
    state: oneOf(source.state, ridePaymentStates, "state"),
    fare_kobo: kobo(source.fare_kobo, "fare"),
    paid_kobo: kobo(source.paid_kobo ?? 0, "paid amount"),
    refunded_kobo: kobo(source.refunded_kobo ?? 0, "refunded amount"),
    due_kobo: kobo(source.due_kobo ?? 0, "amount due"),
    can_pay: source.can_pay === true,
    customer_name: optionalText(source.customer_name, "name"),
    customer_email: optionalText(source.customer_email, "e-mail"),
    payments: payments.map(parseLine),
  };
}

/** ride_payment for whoever holds the link, without a session (the ride page's first paint). */
export async function fetchRidePayment(
  reference: string,
  token: string,
  signal?: AbortSignal,
): Promise<RidePayment> {
  const answer = await callAnonRpc(
    "ride_payment",
    { p_reference: reference, p_token: token },
    { signal, failureMessage: "The ride's payment could not be read" },
  );
  return parseRidePayment(answer);
}

/** What the payments function's checkout answers: where to send the rider to pay. */
export interface RideCheckout {
  authorization_url: string;
  access_code: string;
  payment_reference: string;
}

/** Starts a Paystack checkout for what is due on the ride; the server sets the amount. */
export async function startRideCheckout({
  reference,
  token,
}: RideTarget): Promise<RideCheckout> {
  const answer = await invokeFunction<RideCheckout>("payments/checkout", {
    reference,
    token,
  });
  if (!answer?.authorization_url?.startsWith("http"))
    throw new Error("The payment page could not be opened. Please try again.");
  return answer;
}

/** Leaves for Paystack's checkout page: a full navigation, the checkout is not ours to render. */
export function openCheckout(url: string): void {
  window.location.assign(url);
}

export interface VerifyPaymentInput extends RideTarget {
  paymentReference: string;
}

/** How the checkout the rider came back from ended, as the server found it with Paystack. */
export type CheckoutOutcome = "paid" | "not_completed" | "pending";

export interface VerifiedPayment {
  payment: RidePayment;
  outcome: CheckoutOutcome;
}

const outcomes: readonly CheckoutOutcome[] = [
  "paid",
  "not_completed",
  "pending",
];

/** Has the server ask Paystack how the checkout ended; answers the ride's payments after it. */
export async function verifyRidePayment({
  reference,
  token,
  paymentReference,
}: VerifyPaymentInput): Promise<VerifiedPayment> {
  const answer = await invokeFunction<unknown>("payments/verify", {
    reference,
    token,
    payment_reference: paymentReference,
  });
  const checkout = record(record(answer, "answer").checkout, "checkout");
  return {
    payment: parseRidePayment(answer),
    outcome: oneOf(checkout.outcome, outcomes, "outcome"),
  };
}

/** Sends the refunds a cancellation left pending; safe to call again (the server is idempotent). */
export async function settleRidePayments({
  reference,
  token,
}: RideTarget): Promise<RidePayment> {
  return parseRidePayment(
    await invokeFunction<unknown>("payments/settle", { reference, token }),
  );
}
