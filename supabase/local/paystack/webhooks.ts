import { createHmac } from "node:crypto";

export interface DeliveryAttempt {
  at: string;
  /** The HTTP status the endpoint answered; null when it could not be reached. */
  status: number | null;
  error?: string;
}

/** One event posted (or being posted) to the webhook URL, kept for `/__standin/deliveries`. */
export interface Delivery {
  id: number;
  event: string;
  /** data.reference, or data.transaction_reference for refunds: what tests look deliveries up by. */
  reference: string | null;
  url: string;
  /** The exact bytes posted, and the signature sent with them (null: sent unsigned). */
  body: string;
  signature: string | null;
  state: "pending" | "delivered" | "failed";
  /** The last attempt's HTTP status. */
  status: number | null;
  attempts: DeliveryAttempt[];
  createdAt: string;
  replayOf: number | null;
}

export interface WebhookOptions {
  url: () => string;
  secretKey: () => Promise<string>;
  log: (line: string) => void;
  /** Waits before each attempt: the first, then one per retry of a non-2xx answer. */
  retryDelaysMs: number[];
}

/** Paystack's signature: hex HMAC-SHA512 of the raw body, keyed with the secret key. */
export function signBody(body: string, secretKey: string): string {
  return createHmac("sha512", secretKey).update(body).digest("hex");
}

/** Posts events as Paystack does (JSON `{event, data}`, `x-paystack-signature`), retrying non-2xx. */
export class WebhookSender {
  readonly deliveries: Delivery[] = [];
  private readonly running = new Set<Promise<void>>();
  /** Ends every wait and request at once when the runtime stops. */
  private readonly halt = new AbortController();

  private readonly options: WebhookOptions;

  constructor(options: WebhookOptions) {
    this.options = options;
  }

  /** Signs and queues the event; `done` settles once it is delivered or given up on. */
  async send(event: string, data: Record<string, unknown>) {
    const body = JSON.stringify({ event, data });
    const signature = signBody(body, await this.options.secretKey());
    return this.queue(event, body, signature, null);
  }

  /** The same bytes and signature again, as a replayed (or duplicated) request would carry. */
  replay(id: number) {
    const original = this.deliveries.find((d) => d.id === id);
    if (!original) return undefined;
    return this.queue(original.event, original.body, original.signature, id);
  }

  /** Anything a test wants posted: its own body, a forged signature, or none. */
  custom(event: string, body: string, signature: string | null) {
    return this.queue(event, body, signature, null);
  }

  async stop(): Promise<void> {
    this.halt.abort();
    await Promise.allSettled([...this.running]);
  }

  private queue(
    event: string,
    body: string,
    signature: string | null,
    replayOf: number | null,
  ) {
    const delivery: Delivery = {
      id: this.deliveries.length + 1,
      event,
      reference: referenceOf(body),
      url: this.options.url(),
      body,
      signature,
      state: "pending",
      status: null,
      attempts: [],
      createdAt: new Date().toISOString(),
      replayOf,
    };
    this.deliveries.push(delivery);
    const done = this.deliver(delivery);
    this.running.add(done);
    void done.finally(() => this.running.delete(done));
    return { delivery, done };
  }

  private async deliver(delivery: Delivery): Promise<void> {
    for (const delay of this.options.retryDelaysMs) {
      await this.pause(delay);
      if (this.halt.signal.aborted) break;
      const attempt = await this.post(delivery);
      delivery.attempts.push(attempt);
      delivery.status = attempt.status;
      if (
        attempt.status !== null &&
        attempt.status >= 200 &&
        attempt.status < 300
      ) {
        delivery.state = "delivered";
        return;
      }
    }
    delivery.state = "failed";
    this.options.log(
      `paystack stand-in: ${delivery.event} #${delivery.id} not delivered (last answer ${delivery.status ?? "none"})`,
    );
  }

  private pause(ms: number): Promise<void> {
    const { signal } = this.halt;
    return new Promise((wake) => {
      const onAbort = () => {
        clearTimeout(timer);
        wake();
      };
      const timer = setTimeout(() => {
        signal.removeEventListener("abort", onAbort);
        wake();
      }, ms);
      signal.addEventListener("abort", onAbort, { once: true });
    });
  }

  private async post(delivery: Delivery): Promise<DeliveryAttempt> {
    const at = new Date().toISOString();
    const headers: Record<string, string> = {
      "content-type": "application/json",
      "user-agent": "Paystack-Standin/1.0",
    };
    if (delivery.signature !== null)
      headers["x-paystack-signature"] = delivery.signature;
    try {
      const res = await fetch(delivery.url, {
        method: "POST",
        headers,
        body: delivery.body,
        signal: AbortSignal.any([
          this.halt.signal,
          AbortSignal.timeout(15_000),
        ]),
      });
      await res.arrayBuffer().catch(() => undefined);
      return { at, status: res.status };
    } catch (error) {
      return {
        at,
        status: null,
        error: error instanceof Error ? error.message : String(error),
      };
    }
  }
}

function referenceOf(body: string): string | null {
  try {
    const data = (JSON.parse(body) as { data?: Record<string, unknown> }).data;
    const ref = data?.reference ?? data?.transaction_reference;
    return typeof ref === "string" ? ref : null;
  } catch {
    return null;
  }
}
