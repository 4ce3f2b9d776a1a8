import { formatNaira, isNairaText, nairaTextToKobo } from "@/lib/money";
import { z } from "@/lib/zod";

export const cancelBookingFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Please give a reason for cancelling.")
    .max(500, "Please keep the reason under 500 characters."),
});

export type CancelBookingFormValues = z.input<typeof cancelBookingFormSchema>;

/** Why a vehicle whose class or seats do not suit the ride is sent anyway (the database keeps it). */
export const overrideReasonSchema = z
  .string()
  .trim()
  .min(1, "Give a reason for sending this vehicle.")
  .max(500, "Please keep the reason under 500 characters.");

/** The first thing to fix in an override reason, or null when it can be sent. */
export function overrideReasonError(reason: string): string | null {
  const result = overrideReasonSchema.safeParse(reason);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A refund: naira as typed, up to what is left to refund, and why (the ledger keeps it). */
export function refundFormSchema(refundableKobo: number) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, "Enter the amount to refund.")
      .refine(isNairaText, "Enter an amount in naira, e.g. 12500.")
      .refine(
        (text) => nairaTextToKobo(text) > 0,
        "Enter an amount above zero.",
      )
      .refine(
        (text) => nairaTextToKobo(text) <= refundableKobo,
        `That is more than the ${formatNaira(refundableKobo)} left to refund.`,
      ),
    reason: z
      .string()
      .trim()
      .min(1, "Give a reason for the refund.")
      .max(500, "Please keep the reason under 500 characters."),
  });
}

export type RefundFormValues = z.input<ReturnType<typeof refundFormSchema>>;
