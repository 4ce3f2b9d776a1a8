import { withCors } from "../_shared/cors.ts";
import {
  errorResponse,
  json,
  readJson,
  requireMethod,
} from "../_shared/http.ts";
import { draftsFor, type Draft } from "./drafts.ts";
import { DEFAULT_LIMITS, rateLimited, type EmailLimits } from "./limits.ts";
import type { MailProvider } from "./providers/provider.ts";
import { parseEmailRequest } from "./schemas.ts";
import { LOCAL_SITE_URL } from "./site-url.ts";
import type { EmailStore } from "./store.ts";
import { render } from "./templates/layout.ts";

export interface Deps {
  store: EmailStore;
  provider: MailProvider;
  /** Where operations notifications go (OPS_EMAIL). */
  opsEmail: string;
  /** The sender, e.g. `EkoLuxe <hello@ekoluxe.ng>` (EMAIL_FROM). */
  fromEmail: string;
  /** The caps (see limits.ts); DEFAULT_LIMITS when left out. */
  limits?: EmailLimits;
  /** The public site the e-mails link to (SITE_URL, see site-url.ts); LOCAL_SITE_URL when left out. */
  siteUrl?: string;
  now?: () => Date;
}

/** At most this much JSON is read; the requests name rows and are tiny. */
const MAX_BODY_BYTES = 16 * 1024;

type Outcome = { type: string } & (
  | { kind: "sent" }
  | { kind: "skipped" }
  | { kind: "failed"; reason: string }
  | { kind: "limited"; retryAfterSeconds: number }
);

/**
 * `POST {type, data}` → the e-mails about one stored row: for `new_booking` the customer's
 * confirmation and an operations notice, for a submission (`data.id`) an operations notice, for
 * `booking_update` whichever of the assignment, receipt or cancellation notice the booking's state
 * calls for, and an e-mail per Paystack payment received and per refund done (answered with
 * `emails`: each kind and whether it was sent or had been already). Only
 * addresses from the database receive mail, each e-mail about a row goes once, and the caps of
 * limits.ts hold (429). Each send is recorded in email_outbox; a provider failure → 502.
 */
export const handler = withCors<Deps>(async (req, deps) => {
  requireMethod(req, "POST");
  const parsed = parseEmailRequest(await readJson(req, MAX_BODY_BYTES));
  if (!parsed.ok) return errorResponse(400, "invalid_payload", parsed.message);
  const now = deps.now ?? (() => new Date());
  const drafts = await draftsFor(parsed.value, {
    store: deps.store,
    opsEmail: deps.opsEmail,
    limits: deps.limits ?? DEFAULT_LIMITS,
    now,
    siteUrl: deps.siteUrl ?? LOCAL_SITE_URL,
  });

  const outcomes: Outcome[] = [];
  for (const draft of drafts)
    outcomes.push(
      await deliver(draft, draft.type ?? parsed.value.type, deps, now),
    );

  const failed = outcomes.find((o) => o.kind === "failed");
  if (failed)
    return errorResponse(
      502,
      "provider_failed",
      `The e-mail could not be sent: ${failed.reason}`,
    );
  const limited = outcomes.find((o) => o.kind === "limited");
  if (limited) throw rateLimited(limited.retryAfterSeconds);
  const counts = {
    sent: outcomes.filter((o) => o.kind === "sent").length,
    skipped: outcomes.filter((o) => o.kind === "skipped").length,
  };
  if (parsed.value.type !== "booking_update") return json(counts);
  return json({
    ...counts,
    emails: outcomes.map(({ type, kind }) => ({ type, outcome: kind })),
  });
});

/** Reserves the outbox row (dedupe and caps), sends, and records how it went. */
async function deliver(
  draft: Draft,
  type: string,
  deps: Deps,
  now: () => Date,
): Promise<Outcome> {
  const message = render(draft.content);
  const reservation = await deps.store.reserve(
    {
      type,
      to_email: draft.to,
      reply_to: draft.replyTo,
      related_id: draft.relatedId,
      provider: deps.provider.name,
      ...message,
    },
    draft.limits,
  );
  if (reservation.outcome === "duplicate") return { type, kind: "skipped" };
  if (reservation.outcome === "limited")
    return {
      type,
      kind: "limited",
      retryAfterSeconds: reservation.retry_after_seconds,
    };

  let failure: string | undefined;
  try {
    await deps.provider.send({
      from: deps.fromEmail,
      to: draft.to,
      replyTo: draft.replyTo ?? undefined,
      ...message,
    });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    console.error(`send-email: ${type} to ${draft.to} failed: ${failure}`);
  }
  await deps.store.finish(reservation.id, {
    status: failure ? "failed" : "sent",
    error: failure ?? null,
    sent_at: failure ? null : now().toISOString(),
  });
  return failure
    ? { type, kind: "failed", reason: failure }
    : { type, kind: "sent" };
}
