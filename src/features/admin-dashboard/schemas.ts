import { isIsoDate, isTimeOfDay } from "@/lib/dates";
import { isNairaText } from "@/lib/money";
import { z } from "@/lib/zod";

const nairaAmount = z
  .string()
  .trim()
  .min(1, "Enter the amount received.")
  .refine(isNairaText, "Enter an amount in naira, e.g. 12500.")
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
