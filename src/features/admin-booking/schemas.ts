import { z } from "@/lib/zod";

export const cancelBookingFormSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, "Please give a reason for cancelling.")
    .max(500, "Please keep the reason under 500 characters."),
});

export type CancelBookingFormValues = z.input<typeof cancelBookingFormSchema>;
