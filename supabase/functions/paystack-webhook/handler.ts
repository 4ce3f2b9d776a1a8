import { withCors } from "../_shared/cors.ts";
import {
  errorResponse,
  HttpError,
  json,
  requireMethod,
} from "../_shared/http.ts";
import { isPaystackSignature } from "../_shared/paystack.ts";
import { PROCESSORS, type EventData, type EventDeps } from "./events.ts";
import { readRawBody } from "./raw-body.ts";

export interface Deps extends EventDeps {
  /** PAYSTACK_SECRET_KEY: the key Paystack signs deliveries with. */
  secretKey: string;
}

/** Paystack's deliveries are a few kilobytes; anything far larger is not from Paystack. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * `POST` from Paystack: `{event, data}` signed with `x-paystack-signature`. The signature is
 * checked on the raw bytes before anything else is read (401 `invalid_signature`, no database
 * call). Then the delivery is claimed once per (event, key), so a replay is answered 200 and does
 * nothing; the charge or transfer is re-read from Paystack's verify endpoint and recorded, a
 * refund recorded; unknown events are acknowledged and ignored. 200 once recorded; 500 when the
 * database or Paystack failed, so Paystack delivers again (every step is idempotent).
 */
export const handler = withCors<Deps>(async (req, deps) => {
  requireMethod(req, "POST");
  const raw = await readRawBody(req, MAX_BODY_BYTES);
  const signature = req.headers.get("x-paystack-signature");
  if (!(await isPaystackSignature(deps.secretKey, raw, signature)))
    throw new HttpError(
      401,
      "invalid_signature",
      "The request is not signed with our Paystack key.",
    );

  const { event, data } = parseEvent(raw);
  const processor = PROCESSORS[event];
  const key = processor?.key(data);
  if (!processor || !key) return json({ received: true, outcome: "ignored" });

  const lookup = processor.lookup(data, deps);
  // Awaited below once the delivery is ours; a replay drops it unread.
  lookup.catch(() => undefined);
  try {
    if (!(await deps.ledger.claimEvent(event, key, { event, data })))
      return json({ received: true, outcome: "duplicate" });
    const outcome = await processor.run(data, deps, await lookup);
    await deps.ledger.finishEvent(event, key, outcome);
    return json({ received: true, outcome });
  } catch (error) {
    console.error(`paystack-webhook: ${event} ${key} failed:`, error);
    return errorResponse(
      500,
      "not_recorded",
      "The event could not be recorded yet; deliver it again.",
    );
  }
});

function parseEvent(raw: ArrayBuffer): { event: string; data: EventData } {
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(raw));
  } catch {
    throw new HttpError(
      400,
      "invalid_json",
      "The request body is not valid JSON.",
    );
  }
  const { event, data } = (body ?? {}) as { event?: unknown; data?: unknown };
  if (typeof event !== "string" || !data || typeof data !== "object")
    throw new HttpError(400, "invalid_event", "Expected {event, data}.");
  return { event, data: data as EventData };
}
