import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import type { PaymentRow } from "../../../../supabase/functions/_shared/paystack-ledger.ts";
import { handler } from "../../../../supabase/functions/payments/handler.ts";
import type {
  BegunPayment,
  CallerPayments,
  RidePayment,
} from "../../../../supabase/functions/payments/store.ts";
import { FakePaystack } from "../paystack-webhook/paystack-fake.ts";
import { FakeLedger } from "../paystack-webhook/webhook-fakes.ts";

export const RIDE = "EKO-7F3K2Q";
export const TOKEN = "0123456789abcdef0123456789abcdef";
export const PAY_REF = `PAY-${RIDE}-1A2B3C4D`;
export const FARE = 1_500_000;
export const SITE = "https://ekoluxe.test";

export function ridePayment(overrides: Partial<RidePayment> = {}): RidePayment {
  return {
    state: "unpaid",
    fare_kobo: FARE,
    paid_kobo: 0,
    refunded_kobo: 0,
    due_kobo: FARE,
    can_pay: true,
    customer_name: "Ada Obi",
    customer_email: "ada@example.test",
    payments: [],
    ...overrides,
  };
}

/** The caller's RPCs as the database answers them, scripted per test. */
export class FakeCaller implements CallerPayments {
  readonly steps: string[] = [];
  begin: BegunPayment | HttpError = {
    payment_id: "payment-1",
    provider_reference: PAY_REF,
    amount_kobo: FARE,
    email: "ada@example.test",
    booking_id: "booking-1",
    booking_reference: RIDE,
    manage_token: TOKEN,
  };
  payments: RidePayment[] = [ridePayment()];
  refundRows: PaymentRow[] | HttpError = [];

  async beginOnlinePayment(reference: string, token: string | null) {
    this.steps.push(`begin ${reference} ${token}`);
    if (this.begin instanceof HttpError) throw this.begin;
    return this.begin;
  }

  async ridePayment(reference: string, token: string | null) {
    this.steps.push(`ride_payment ${reference} ${token}`);
    return this.payments.length > 1
      ? this.payments.shift()!
      : this.payments[0]!;
  }

  async requestRefund(bookingId: string, amountKobo: number, reason: string) {
    this.steps.push(`request_refund ${bookingId} ${amountKobo} ${reason}`);
    if (this.refundRows instanceof HttpError) throw this.refundRows;
    return this.refundRows;
  }
}

export interface PaymentsWorld {
  caller: FakeCaller;
  ledger: FakeLedger;
  paystack: FakePaystack;
  notified: string[];
  authorizations: string[];
}

export function paymentsWorld(): PaymentsWorld {
  return {
    caller: new FakeCaller(),
    ledger: new FakeLedger(),
    paystack: new FakePaystack(),
    notified: [],
    authorizations: [],
  };
}

export async function callPayments(
  world: PaymentsWorld,
  route: string,
  body: unknown,
  { authorization = "Bearer anon-key", method = "POST" } = {},
) {
  const headers: Record<string, string> = {};
  if (authorization) headers.Authorization = authorization;
  const response = await handler(
    new Request(`http://localhost/payments/${route}`, {
      method,
      headers,
      body: method === "POST" ? JSON.stringify(body) : undefined,
    }),
    {
      callerFor: (auth) => {
        world.authorizations.push(auth);
        return world.caller;
      },
      ledger: world.ledger,
      paystack: world.paystack,
      siteUrl: SITE,
      notify: (reference) => world.notified.push(reference),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}
