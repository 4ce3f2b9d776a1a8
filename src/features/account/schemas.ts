import { z } from "@/lib/zod";

export const DELETE_CONFIRM_MESSAGE =
  "Type the e-mail address of this account to confirm.";

/** Deleting asks the person to type their own e-mail address (any letter case). */
export function deleteAccountFormSchema(email: string) {
  const expected = email.trim().toLowerCase();
  return z.object({
    confirmEmail: z
      .string()
      .trim()
      .refine((typed) => typed.toLowerCase() === expected, {
        message: DELETE_CONFIRM_MESSAGE,
      }),
  });
}

export type DeleteAccountFormValues = z.infer<
  ReturnType<typeof deleteAccountFormSchema>
>;
