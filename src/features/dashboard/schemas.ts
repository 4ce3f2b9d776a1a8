import { isIsoDate, isTimeOfDay } from "@/lib/dates";
import { z } from "@/lib/zod";

const nairaAmount = z
  .string()
  .trim()
  .min(1, "Enter the amount received.")
  .refine(
    (text) => /^\d+(\.\d{1,2})?$/.test(text),
    "Enter an amount in naira, e.g. 12500.",
  )
  .refine((text) => Number(text) > 0, "Enter an amount above zero.");

export const collectCashSchema = z.object({
  bookingId: z.string().min(1, "Choose a completed booking."),
  amount: nairaAmount,
  receivedBy: z
    .string()
    .trim()
    .min(1, "Enter who received the cash.")
    .max(120, "Use at most 120 characters."),
  receivedDate: z.string().refine(isIsoDate, "Enter the date received."),
  receivedTime: z.string().refine(isTimeOfDay, "Enter the time received."),
});

export type CollectCashValues = z.infer<typeof collectCashSchema>;

/** Naira as typed ("12500.5") to kobo, without floating-point drift. */
export function nairaTextToKobo(text: string): number {
  const [whole = "0", fraction = ""] = text.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** Kobo as the text the amount field holds ("12500" or "12500.50"). */
export function koboToNairaText(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);
}
