import { HttpError } from "../_shared/http.ts";
import {
  confirmationLimits,
  opsNoticeLimits,
  type EmailLimits,
  type OutboxLimit,
} from "./limits.ts";
import type { EmailRequest, SubmissionEmailType } from "./schemas.ts";
import type { EmailStore, SubmissionRecord } from "./store.ts";
import { bookingConfirmation, newBookingNotice } from "./templates/booking.ts";
import type { EmailContent } from "./templates/layout.ts";
import { submissionNotice } from "./templates/submissions.ts";

/** One e-mail to send: where the database says, about one stored row, under these caps. */
export interface Draft {
  content: EmailContent;
  to: string;
  replyTo: string | null;
  relatedId: string;
  limits: OutboxLimit[];
}

export interface DraftDeps {
  store: EmailStore;
  opsEmail: string;
  limits: EmailLimits;
  now: () => Date;
}

const FORM_TYPES: Record<SubmissionEmailType, SubmissionRecord["form_type"]> = {
  driver_application: "apply_to_drive",
  contact_sales: "contact_sales",
  contact: "contact",
};

/**
 * `new_booking`: the customer's confirmation (capped per address) and an operations notice
 * (bookings have their own limits in the database). A submission: one operations notice, capped
 * per sender and overall.
 */
export async function draftsFor(
  request: EmailRequest,
  deps: DraftDeps,
): Promise<Draft[]> {
  if (request.type !== "new_booking") {
    const submission = await recentSubmission(
      request.type,
      request.data.id,
      deps,
    );
    return [
      {
        content: submissionNotice(submission),
        to: deps.opsEmail,
        replyTo: submission.email,
        relatedId: submission.id,
        limits: opsNoticeLimits(deps.limits, submission.email),
      },
    ];
  }
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
      limits: confirmationLimits(deps.limits, booking.customer_email),
    },
    {
      content: newBookingNotice(booking),
      to: deps.opsEmail,
      replyTo: booking.customer_email,
      relatedId: booking.id,
      limits: [],
    },
  ];
}

/** The stored submission of this kind, sent within the last hour or so; 404 otherwise. */
async function recentSubmission(
  type: SubmissionEmailType,
  id: string,
  deps: DraftDeps,
): Promise<SubmissionRecord> {
  const submission = await deps.store.findSubmission(id);
  const now = deps.now().getTime();
  const sentAt = submission ? new Date(submission.created_at).getTime() : NaN;
  const oldest = now - deps.limits.submissionMaxAgeMinutes * 60_000;
  // A minute of grace for clocks; a created_at set in the future by hand is not "recent".
  const recent = sentAt >= oldest && sentAt <= now + 60_000;
  if (!submission || submission.form_type !== FORM_TYPES[type] || !recent)
    throw new HttpError(
      404,
      "submission_not_found",
      "No recent submission of this kind matches this id.",
    );
  return submission;
}
