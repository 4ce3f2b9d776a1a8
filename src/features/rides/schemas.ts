import { z } from "@/lib/zod";

// The rider's forms. What ride_status and the other ride RPCs answer is checked in
// api/ride-view.ts, on zod's light build, because the ride page's first paint waits for it; these
// load with the forms, after that paint.

export const cancelReasons = [
  "Plans changed",
  "Booked by mistake",
  "Found another way",
  "Other",
] as const;

/** The database's words for a missing reason, so the browser and the server say the same. */
const REASON_REQUIRED = "Please tell us why you are cancelling.";
export const REASON_MAX = 500;

export const cancelRideSchema = z
  .object({
    choice: z.enum(cancelReasons, { error: REASON_REQUIRED }),
    details: z
      .string()
      .trim()
      .max(REASON_MAX, `The reason must be ${REASON_MAX} characters or fewer.`),
  })
  .superRefine((values, context) => {
    if (values.choice === "Other" && !values.details)
      context.addIssue({
        code: "custom",
        path: ["details"],
        message: REASON_REQUIRED,
      });
  });

export type CancelRideForm = z.input<typeof cancelRideSchema>;

/** The reason as the database records it: the choice, or what the rider wrote under Other. */
export function cancelReasonText(values: z.output<typeof cancelRideSchema>) {
  return values.choice === "Other" ? values.details : values.choice;
}

export const COMMENT_MAX = 500;

/** The database's words (rate_ride), so the browser and the server say the same. */
export const rateRideSchema = z.object({
  rating: z
    .number({ error: "Choose from 1 to 5 stars." })
    .int("A rating is a whole number from 1 to 5.")
    .min(1, "A rating is a whole number from 1 to 5.")
    .max(5, "A rating is a whole number from 1 to 5."),
  comment: z
    .string()
    .trim()
    .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX} characters.`),
});

export type RateRideForm = z.input<typeof rateRideSchema>;
