import { emailProblem } from "@/lib/email";
import { z } from "@/lib/zod";

import { driverMessages } from "../schemas";

export const inviteMessages = {
  required: "Enter the email address the invitation goes to.",
  invalid: driverMessages.email,
} as const;

export const inviteDriverFormSchema = z.object({
  email: z
    .string()
    .trim()
    .min(1, inviteMessages.required)
    .refine((email) => emailProblem(email) === null, inviteMessages.invalid),
});

export type InviteDriverFormValues = z.infer<typeof inviteDriverFormSchema>;
