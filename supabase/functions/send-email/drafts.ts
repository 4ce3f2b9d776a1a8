import { HttpError } from "../_shared/http.ts";
import {
  confirmationLimits,
  opsNoticeLimits,
  type EmailLimits,
  type OutboxLimit,
} from "./limits.ts";
import { dueMoneyUpdates, MONEY_TEMPLATES } from "./money-due.ts";
import type { EmailRequest, SubmissionEmailType } from "./schemas.ts";
import { rideUrl } from "./site-url.ts";
import type { EmailStore, RideRecord, SubmissionRecord } from "./store.ts";
import { bookingConfirmation, newBookingNotice } from "./templates/booking.ts";
import type { EmailContent } from "./templates/layout.ts";
import { bookingReceipt } from "./templates/receipt.ts";
import { bookingAssigned, bookingCancelled } from "./templates/ride-updates.ts";
import { submissionNotice } from "./templates/submissions.ts";

/** One e-mail to send: where the database says, about one stored row, under these caps. */
export interface Draft {
  /** The outbox type when it is not the request's (booking_update sends three kinds). */
  type?: string;
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
  /** The public site the links point to (SITE_URL), without a trailing slash. */
  siteUrl: string;
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
  if (request.type === "booking_update")
    return bookingUpdateDrafts(request.data.reference, deps);
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
      content: bookingConfirmation(booking, rideLink(booking, deps)),
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

/** The rider's own live ride page, when the booking has a ride link. */
function rideLink(
  booking: { reference: string; manage_token: string | null },
  deps: DraftDeps,
): string | null {
  return booking.manage_token
    ? rideUrl(deps.siteUrl, booking.reference, booking.manage_token)
    : null;
}

/** The e-mails a booking's status calls for, each sent at most once per booking (see dueUpdates). */
export const UPDATE_TYPES = [
  "booking_assigned",
  "booking_receipt",
  "booking_cancelled",
] as const;

export type UpdateType = (typeof UPDATE_TYPES)[number];

const UPDATE_TEMPLATES: Record<
  UpdateType,
  (ride: RideRecord, rideLink: string | null) => EmailContent
> = {
  booking_assigned: bookingAssigned,
  booking_receipt: bookingReceipt,
  booking_cancelled: bookingCancelled,
};

/**
 * What the booking's state calls for: the assignment once it is confirmed with a driver and a
 * vehicle (while its pickup is not long past), the receipt once completed, the notice once
 * cancelled (each while the change is recent). Whether it already went is the outbox's to say.
 */
export function dueUpdates(
  ride: RideRecord,
  now: Date,
  maxAgeHours: number,
): UpdateType[] {
  const oldest = now.getTime() - maxAgeHours * 3_600_000;
  const recent = (iso: string | null) =>
    iso !== null && new Date(iso).getTime() >= oldest;
  if (ride.status === "confirmed" && ride.driver_name && ride.vehicle)
    return recent(ride.booking_time) ? ["booking_assigned"] : [];
  if (ride.status === "completed")
    return recent(ride.completed_at) ? ["booking_receipt"] : [];
  if (ride.status === "cancelled")
    return recent(ride.cancelled_at) ? ["booking_cancelled"] : [];
  return [];
}

/**
 * `booking_update`: the e-mails the stored booking's state calls for, to its customer: the one its
 * status calls for, reserved once per booking, then one per Paystack charge received and per
 * refund done, each reserved once per ledger row. A unique index backs each reservation, so
 * replays and concurrent calls send nothing new.
 */
async function bookingUpdateDrafts(
  reference: string,
  deps: DraftDeps,
): Promise<Draft[]> {
  const ride = await deps.store.findRide(reference);
  if (!ride)
    throw new HttpError(
      404,
      "booking_not_found",
      "No booking matches this reference.",
    );
  const link = rideLink(ride, deps);
  const now = deps.now();
  const maxAge = deps.limits.bookingUpdateMaxAgeHours;
  const toRider = { to: ride.customer_email, replyTo: deps.opsEmail };
  return [
    ...dueUpdates(ride, now, maxAge).map((type) => ({
      type,
      content: UPDATE_TEMPLATES[type](ride, link),
      ...toRider,
      relatedId: ride.id,
      limits: [],
    })),
    ...dueMoneyUpdates(ride, now, maxAge).map(({ type, row }) => ({
      type,
      content: MONEY_TEMPLATES[type](ride, row, link),
      ...toRider,
      relatedId: row.id,
      limits: [],
    })),
  ];
}
