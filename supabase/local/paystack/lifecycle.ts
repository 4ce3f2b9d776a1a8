import { accountOutcome } from "./accounts.ts";
import { refundEventJson, transactionJson, transferJson } from "./shapes.ts";
import type { PaystackStore, Refund, Transaction, Transfer } from "./store.ts";
import type { WebhookSender } from "./webhooks.ts";

/** What the routes share: the state, the webhook sender and the stand-in's clock of later work. */
export interface StandInState {
  store: PaystackStore;
  webhooks: WebhookSender;
  /** The stand-in's own base URL (for authorization_url). */
  baseUrl: () => string;
  /** Runs `work` after `ms`, unless the runtime stops first. */
  later: (ms: number, work: () => Promise<void>) => void;
  /** How long a refund or transfer stays pending before it settles (a bank's delay, shortened). */
  settleDelayMs: number;
}

const now = () => new Date().toISOString();

function step(
  t: Transaction,
  type: Transaction["history"][number]["type"],
  message: string,
) {
  const time = Math.max(1, Math.round((Date.now() - t.startedAt) / 1000));
  t.history.push({ type, message, time });
}

/** The payer paid: the state changes first, then `charge.success` goes out. */
export async function chargeSucceeded(
  state: StandInState,
  t: Transaction,
  channel: string,
  authorization: Record<string, unknown>,
): Promise<void> {
  t.attempts += 1;
  t.status = "success";
  t.channel = channel;
  t.gatewayResponse = channel === "card" ? "Successful" : "Approved";
  t.paidAt = now();
  t.authorization = authorization;
  step(t, "success", `Successfully paid with ${channel.replace("_", " ")}`);
  await state.webhooks.send("charge.success", transactionJson(t));
}

/** A declined attempt: the transaction stays open, so the payer may try again. */
export function chargeDeclined(
  t: Transaction,
  channel: string,
  reason: string,
) {
  t.attempts += 1;
  t.errors += 1;
  t.status = "failed";
  t.channel = channel;
  t.gatewayResponse = reason;
  step(t, "error", `Error: ${reason}`);
}

/** Waiting on the payer (a one-time code, a transfer on its way). */
export function chargeOngoing(
  t: Transaction,
  channel: string,
  message: string,
) {
  t.status = "ongoing";
  t.channel = channel;
  t.gatewayResponse = "Transaction ongoing";
  step(t, "auth", message);
}

export function chargeAbandoned(t: Transaction) {
  t.status = "abandoned";
  t.gatewayResponse = "The transaction was not completed";
  step(t, "action", "The customer closed the payment page");
}

/**
 * Refunds settle on their own shortly after `POST /refund` (refund.pending at once, then
 * refund.processed). A charge paid from an e-mail containing "refund-fails" fails instead
 * (refund.failed), and its money counts as unrefunded again.
 */
export async function startRefund(
  state: StandInState,
  r: Refund,
  t: Transaction,
): Promise<void> {
  await state.webhooks.send("refund.pending", refundEventJson(r, t));
  state.later(state.settleDelayMs, async () => {
    const failing = t.email.toLowerCase().includes("refund-fails");
    r.status = failing ? "failed" : "processed";
    r.refundReference = failing
      ? null
      : String(100_000_000_000 + (r.id % 900_000_000_000));
    r.updatedAt = now();
    if (failing) t.refunded -= r.amount;
    await state.webhooks.send(`refund.${r.status}`, refundEventJson(r, t));
  });
}

/**
 * Transfers are queued as `pending`, then settle by the recipient's account number (accounts.ts):
 * success; failure (…0000); or success then a reversal (…9999), the reversal sent only after the
 * success was delivered, as a bank's return comes after the payment.
 */
export function startTransfer(state: StandInState, t: Transfer): void {
  const recipient = state.store.recipients.get(t.recipientCode);
  if (!recipient) return;
  const outcome = accountOutcome(recipient.accountNumber);
  const settle = (status: Transfer["status"]) => {
    t.status = status;
    t.updatedAt = now();
    if (status === "success") t.transferredAt = t.updatedAt;
    if (status === "failed") t.failures = "Account is not valid for transfers";
    return state.webhooks.send(
      `transfer.${status}`,
      transferJson(t, recipient, true),
    );
  };
  state.later(state.settleDelayMs, async () => {
    if (outcome === "fails") {
      await settle("failed");
      return;
    }
    const { done } = await settle("success");
    if (outcome !== "reverses") return;
    await done;
    state.later(state.settleDelayMs, async () => {
      await settle("reversed");
    });
  });
}
