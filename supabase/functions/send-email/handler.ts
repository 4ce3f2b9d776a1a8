import { withCors } from "../_shared/cors.ts";
import {
  errorResponse,
  HttpError,
  json,
  readJson,
  requireMethod,
} from "../_shared/http.ts";
import type { MailProvider } from "./providers/provider.ts";
import { parseEmailRequest, type EmailRequest } from "./schemas.ts";
import type { EmailStore } from "./store.ts";
import { bookingConfirmation, newBookingNotice } from "./templates/booking.ts";
import { render, type EmailContent } from "./templates/layout.ts";
import {
  contactNotice,
  contactSalesNotice,
  driverApplicationNotice,
} from "./templates/submissions.ts";

export interface Deps {
  store: EmailStore;
  provider: MailProvider;
  /** Where operations notifications go (OPS_EMAIL). */
  opsEmail: string;
  /** The sender, e.g. `EkoLuxe <hello@ekoluxe.ng>` (EMAIL_FROM). */
  fromEmail: string;
  now?: () => Date;
}

/** At most this much JSON is read; the forms' own limits stay well below it. */
const MAX_BODY_BYTES = 64 * 1024;

interface Draft {
  content: EmailContent;
  to: string;
  replyTo?: string;
  relatedId: string | null;
}

/**
 * `POST {type, data}` → the e-mails for that event: for `new_booking` the customer's
 * confirmation (to the stored booking's address) and an operations notice; for the other types
 * an operations notice only. Each send is recorded in email_outbox; a provider failure → 502.
 */
export const handler = withCors<Deps>(async (req, deps) => {
  requireMethod(req, "POST");
  const parsed = parseEmailRequest(await readJson(req, MAX_BODY_BYTES));
  if (!parsed.ok) return errorResponse(400, "invalid_payload", parsed.message);
  const request = parsed.value;
  const drafts = await draftsFor(request, deps);

  const failures: string[] = [];
  let sent = 0;
  let skipped = 0;
  for (const draft of drafts) {
    if (
      draft.relatedId &&
      (await deps.store.alreadySent(request.type, draft.relatedId, draft.to))
    ) {
      skipped += 1;
      continue;
    }
    const outcome = await deliver(draft, request.type, deps);
    if (outcome) failures.push(outcome);
    else sent += 1;
  }
  if (failures.length)
    return errorResponse(
      502,
      "provider_failed",
      `The e-mail could not be sent: ${failures[0]}`,
    );
  return json({ sent, skipped });
});

async function draftsFor(request: EmailRequest, deps: Deps): Promise<Draft[]> {
  switch (request.type) {
    case "new_booking": {
      const booking = await deps.store.findBooking(
        request.data.reference,
        request.data.customerEmail,
      );
      if (!booking)
        throw new HttpError(
          404,
          "booking_not_found",
          "No booking matches this reference and e-mail address.",
        );
      return [
        {
          content: bookingConfirmation(booking),
          to: booking.customer_email,
          replyTo: deps.opsEmail,
          relatedId: booking.id,
        },
        {
          content: newBookingNotice(booking),
          to: deps.opsEmail,
          replyTo: booking.customer_email,
          relatedId: booking.id,
        },
      ];
    }
    case "driver_application":
      return [
        ops(driverApplicationNotice(request.data), request.data.email, deps),
      ];
    case "contact_sales":
      return [ops(contactSalesNotice(request.data), request.data.email, deps)];
    case "contact":
      return [ops(contactNotice(request.data), request.data.email, deps)];
  }
}

function ops(content: EmailContent, replyTo: string, deps: Deps): Draft {
  return { content, to: deps.opsEmail, replyTo, relatedId: null };
}

/** Sends one e-mail and records it; answers the failure reason, or undefined when sent. */
async function deliver(
  draft: Draft,
  type: string,
  deps: Deps,
): Promise<string | undefined> {
  const message = render(draft.content);
  let failure: string | undefined;
  try {
    await deps.provider.send({
      from: deps.fromEmail,
      to: draft.to,
      replyTo: draft.replyTo,
      ...message,
    });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
    console.error(`send-email: ${type} to ${draft.to} failed: ${failure}`);
  }
  await deps.store.record({
    type,
    to_email: draft.to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    provider: deps.provider.name,
    status: failure ? "failed" : "sent",
    error: failure ?? null,
    related_id: draft.relatedId,
    sent_at: failure ? null : (deps.now?.() ?? new Date()).toISOString(),
  });
  return failure;
}
