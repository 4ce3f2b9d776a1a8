import type {
  ChargeRecord,
  PaymentRow,
  RefundRecord,
  RefundToSend,
  TransferRecord,
} from "../../../../supabase/functions/_shared/paystack-ledger.ts";
import { paystackSignature } from "../../../../supabase/functions/_shared/paystack.ts";
import { handler } from "../../../../supabase/functions/paystack-webhook/handler.ts";
import type { WebhookLedger } from "../../../../supabase/functions/paystack-webhook/store.ts";
import { FakePaystack } from "./paystack-fake.ts";

export const SECRET = "sk_test_webhook_handler_0000000000000000";

interface Charge {
  status: "pending" | "succeeded" | "failed";
  amount: number;
  bookingId: string;
  bookingReference: string;
  cancelled?: boolean;
}

/**
 * The ledger RPCs' documented rules, in memory: a succeeded charge never changes, a failure
 * never undoes a success, amount or currency off → mismatch; transfers move forward only; each
 * (event, key) is claimed once unless the earlier attempt never finished. `failOnce` makes the
 * named call throw once, as a database outage would.
 */
export class FakeLedger implements WebhookLedger {
  readonly steps: string[] = [];
  readonly charges = new Map<string, Charge>();
  readonly payouts = new Map<string, { status: string; amount: number }>();
  readonly pendingRefunds: RefundToSend[] = [];
  /** Refunds handed out by refundsToSend and not yet released. */
  readonly claimed = new Set<string>();
  readonly refundRecords: RefundRecord[] = [];
  readonly events = new Map<string, string | null>();
  failOnce: keyof WebhookLedger | null = null;

  private step(name: keyof WebhookLedger, detail: string) {
    if (this.failOnce === name) {
      this.failOnce = null;
      throw new Error(`${name} failed: connection reset`);
    }
    this.steps.push(`${name} ${detail}`);
  }

  async claimEvent(event: string, key: string) {
    this.step("claimEvent", `${event} ${key}`);
    const id = `${event}|${key}`;
    if (!this.events.has(id)) {
      this.events.set(id, null);
      return true;
    }
    return this.events.get(id) === null;
  }

  async finishEvent(event: string, key: string, outcome: string) {
    this.step("finishEvent", `${event} ${key} ${outcome}`);
    this.events.set(`${event}|${key}`, outcome);
  }

  async recordCharge(r: ChargeRecord) {
    this.step(
      "recordCharge",
      `${r.providerReference} ${r.status} ${r.amountKobo} ${r.currency}`,
    );
    const charge = this.charges.get(r.providerReference);
    const none = {
      payment_id: null,
      booking_id: null,
      booking_reference: null,
    };
    if (!charge)
      return { outcome: "unknown" as const, refund_ids: [], ...none };
    const known = {
      payment_id: `pay-${r.providerReference}`,
      booking_id: charge.bookingId,
      booking_reference: charge.bookingReference,
      refund_ids: [] as string[],
    };
    if (
      charge.status === "succeeded" ||
      (charge.status === "failed" && r.status !== "success")
    )
      return { outcome: "unchanged" as const, ...known };
    if (r.status !== "success") {
      charge.status = "failed";
      return { outcome: "failed" as const, ...known };
    }
    if (r.amountKobo !== charge.amount || r.currency.toUpperCase() !== "NGN") {
      charge.status = "failed";
      return { outcome: "mismatch" as const, ...known };
    }
    charge.status = "succeeded";
    if (charge.cancelled) {
      const refundId = `refund-${r.providerReference}`;
      this.pendingRefunds.push({
        refund_id: refundId,
        booking_id: charge.bookingId,
        booking_reference: charge.bookingReference,
        amount_kobo: charge.amount,
        charge_reference: r.providerReference,
        reason: "Paid after the ride was cancelled.",
      });
      known.refund_ids = [refundId];
    }
    return { outcome: "recorded" as const, ...known };
  }

  async recordRefund(r: RefundRecord) {
    this.step(
      "recordRefund",
      `${r.chargeReference} ${r.status} ${r.amountKobo} ${r.providerId}`,
    );
    this.refundRecords.push(r);
    const charge = this.charges.get(r.chargeReference);
    if (!charge)
      return { outcome: "unknown", refund_id: null, booking_reference: null };
    return {
      outcome: "recorded",
      refund_id: "refund-1",
      booking_reference: charge.bookingReference,
    };
  }

  async recordTransfer(r: TransferRecord) {
    this.step("recordTransfer", `${r.reference} ${r.status} ${r.amountKobo}`);
    const payout = this.payouts.get(r.reference);
    if (!payout) return { outcome: "unknown", payout_id: null };
    if (payout.amount !== r.amountKobo)
      return { outcome: "mismatch", payout_id: r.reference };
    const next = r.status === "success" ? "succeeded" : r.status;
    const forward =
      payout.status === "pending" ||
      (payout.status === "succeeded" && next === "reversed");
    if (!forward) return { outcome: "unchanged", payout_id: r.reference };
    payout.status = next;
    return { outcome: "recorded", payout_id: r.reference };
  }

  /** Claims as the database does: a refund handed out once is not handed out again. */
  async refundsToSend(booking: { id?: string; reference?: string }) {
    this.step("refundsToSend", String(booking.id ?? booking.reference));
    const claimed = this.pendingRefunds.filter(
      (r) =>
        !this.claimed.has(r.refund_id) &&
        (!booking.id || r.booking_id === booking.id) &&
        (!booking.reference || r.booking_reference === booking.reference),
    );
    for (const r of claimed) this.claimed.add(r.refund_id);
    return claimed;
  }

  async markRefundSent(
    refundId: string,
    providerId: string | null,
    status: "pending" | "processing" | "succeeded" | "failed",
    message: string | null,
  ) {
    if (status === "pending") this.claimed.delete(refundId);
    this.step(
      "markRefundSent",
      `${refundId} ${providerId} ${status} ${message ?? ""}`.trim(),
    );
    const index = this.pendingRefunds.findIndex(
      (r) => r.refund_id === refundId,
    );
    // A released claim stays waiting; any other answer settles it.
    const refund =
      status === "pending"
        ? this.pendingRefunds[index]
        : this.pendingRefunds.splice(index, 1)[0];
    return {
      id: refundId,
      booking_id: refund?.booking_id ?? "",
      kind: "refund",
      method: "paystack",
      status,
      amount_kobo: refund?.amount_kobo ?? 0,
      provider_reference: providerId,
      failure_reason: message,
    } as PaymentRow;
  }
}

export interface World {
  ledger: FakeLedger;
  paystack: FakePaystack;
  notified: string[];
}

export function newWorld(): World {
  return {
    ledger: new FakeLedger(),
    paystack: new FakePaystack(),
    notified: [],
  };
}

/** Delivers `body` as Paystack would: POST, signed with `secret` unless a signature is given. */
export async function deliver(
  world: World,
  body: unknown,
  options: {
    signature?: string | null;
    secret?: string;
    raw?: string;
    method?: string;
  } = {},
) {
  const raw = options.raw ?? JSON.stringify(body);
  const signature =
    options.signature === undefined
      ? await paystackSignature(options.secret ?? SECRET, JSON.stringify(body))
      : options.signature;
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
  };
  if (signature !== null) headers["x-paystack-signature"] = signature;
  const method = options.method ?? "POST";
  const response = await handler(
    new Request("http://localhost/paystack-webhook", {
      method,
      headers,
      body: method === "POST" ? raw : undefined,
    }),
    {
      secretKey: SECRET,
      paystack: world.paystack,
      ledger: world.ledger,
      notify: (reference) => world.notified.push(reference),
    },
  );
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  };
}
