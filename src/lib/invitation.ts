import { emailSchema } from "@/lib/email";
import { z } from "@/lib/zod";

export const FULL_NAME_MAX_LENGTH = 120;

export const invitationMessages = {
  emailRequired: "Enter the e-mail address the invitation goes to.",
  emailInvalid: "Enter a valid e-mail address, like name@example.com.",
  nameLength: `Full name must be at most ${FULL_NAME_MAX_LENGTH} characters.`,
} as const;

/** A full name as an account stores it: trimmed, and no longer than the profile allows. */
export function fullNameSchema() {
  return z
    .string()
    .trim()
    .max(FULL_NAME_MAX_LENGTH, invitationMessages.nameLength);
}

/**
 * The two fields every back-office invitation asks for (owners from a vehicle, owners and admins
 * from Users). Only the missing name's message names who is invited ("the owner's full name").
 */
export function inviteeFields(nameRequired: string) {
  return {
    email: emailSchema({
      required: invitationMessages.emailRequired,
      invalid: invitationMessages.emailInvalid,
    }),
    full_name: fullNameSchema().min(1, nameRequired),
  };
}
