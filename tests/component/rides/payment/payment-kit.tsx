import { http, HttpResponse } from "msw";

import { paths } from "@/config/paths";
import type {
  RidePayment,
  RidePaymentLine,
  RideView,
} from "@/features/rides/types";

import { server } from "../../../support/msw-server";
import { renderRoute } from "../../../support/render-app";
import { rideView } from "../my-rides-kit";

export const RIDE_STATUS = "*/rest/v1/rpc/ride_status";
export const RIDE_PAYMENT = "*/rest/v1/rpc/ride_payment";
export const CHECKOUT = "*/functions/v1/payments/checkout";
export const VERIFY = "*/functions/v1/payments/verify";
export const SETTLE = "*/functions/v1/payments/settle";
export const LATER = { timeout: 5_000 };

export const REFERENCE = "EKO-PAY2X3";
export const TOKEN = "0123456789abcdef0123456789abcdef";
export const PAY_REF = "PAY-EKO-PAY2X3-1A2B3C4D";

export function ride(overrides: Partial<RideView> = {}): RideView {
  return rideView({ reference: REFERENCE, ...overrides });
}

export function charge(overrides: Partial<RidePaymentLine> = {}) {
  return {
    id: "c0000000-0000-4000-8000-000000000001",
    kind: "charge",
    method: "paystack",
    channel: "card",
    status: "succeeded",
    amount_kobo: 4_250_000,
    provider_reference: PAY_REF,
    reason: null,
    // 10:15 in Lagos.
    at: "2026-11-26T09:15:00Z",
    ...overrides,
  } satisfies RidePaymentLine;
}

export function refund(overrides: Partial<RidePaymentLine> = {}) {
  return charge({
    id: "r0000000-0000-4000-8000-000000000001",
    kind: "refund",
    status: "pending",
    reason: "Cancelled before the free-cancellation cut-off",
    at: null,
    ...overrides,
  });
}

export function payment(overrides: Partial<RidePayment> = {}): RidePayment {
  return {
    state: "unpaid",
    fare_kobo: 4_250_000,
    paid_kobo: 0,
    refunded_kobo: 0,
    due_kobo: 4_250_000,
    can_pay: true,
    customer_name: "Chioma Eze",
    customer_email: "chioma@example.com",
    payments: [],
    ...overrides,
  };
}

export const paid = (overrides: Partial<RidePayment> = {}) =>
  payment({
    state: "paid",
    paid_kobo: 4_250_000,
    due_kobo: 0,
    can_pay: false,
    payments: [charge()],
    ...overrides,
  });

type Body = Record<string, unknown>;

/** One endpoint answering `answer` (or a function of the call's body); calls are recorded. */
export function answer(
  url: string,
  reply: unknown | ((body: Body, call: number) => Response | Promise<Response>),
) {
  const calls: Body[] = [];
  server.use(
    http.post(url, async ({ request }) => {
      const body = (await request.json()) as Body;
      calls.push(body);
      return typeof reply === "function"
        ? (reply as (b: Body, n: number) => Response)(body, calls.length)
        : HttpResponse.json(reply as Body);
    }),
  );
  return calls;
}

/** The ride page at its manage link (or `path`), with ride_status and ride_payment answered. */
export function openRidePage(
  view: RideView,
  money: RidePayment | ((body: Body, call: number) => Response),
  search = "",
) {
  const rideCalls = answer(RIDE_STATUS, view);
  const paymentCalls = answer(RIDE_PAYMENT, money);
  const rendered = renderRoute(`${paths.ride.href(REFERENCE, TOKEN)}${search}`);
  return { rideCalls, paymentCalls, ...rendered };
}

export const verified = (
  money: RidePayment,
  outcome: "paid" | "not_completed" | "pending",
) => ({
  ...money,
  checkout: { payment_reference: PAY_REF, outcome },
});
