import { z } from "@/lib/zod";

export const PASSWORDS_DIFFER_MESSAGE =
  "New passwords do not match or are empty.";
export const PASSWORD_TOO_SHORT_MESSAGE =
  "New password must be at least 6 characters long.";
export const NO_ADMIN_MESSAGE = "No admin user logged in.";

export const MIN_PASSWORD_LENGTH = 6;
/** The auth server hashes passwords with bcrypt, which reads 72 bytes at most. */
const MAX_PASSWORD_BYTES = 72;

/** The spec's checks, in the spec's order; only the first that fails is reported. */
export const changePasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(({ newPassword, confirmPassword }, ctx) => {
    if (!newPassword || newPassword !== confirmPassword) {
      ctx.addIssue({
        code: "custom",
        path: ["confirmPassword"],
        message: PASSWORDS_DIFFER_MESSAGE,
      });
      return;
    }
    if (newPassword.length < MIN_PASSWORD_LENGTH) {
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: PASSWORD_TOO_SHORT_MESSAGE,
      });
      return;
    }
    if (new TextEncoder().encode(newPassword).length > MAX_PASSWORD_BYTES)
      ctx.addIssue({
        code: "custom",
        path: ["newPassword"],
        message: `New password can be at most ${MAX_PASSWORD_BYTES} characters long.`,
      });
  });

export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;

export const changePasswordFormDefaults: ChangePasswordFormValues = {
  newPassword: "",
  confirmPassword: "",
};

export const enrolFactorFormSchema = z.object({
  friendlyName: z
    .string()
    .trim()
    .min(1, "Name this authenticator, e.g. the phone it is on.")
    .max(60, "Keep the name under 60 characters."),
});

export type EnrolFactorFormValues = z.infer<typeof enrolFactorFormSchema>;

export const verifyFactorFormSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(
      z
        .string()
        .regex(
          /^\d{6}$/,
          "Enter the 6-digit code your authenticator app shows.",
        ),
    ),
});

export type VerifyFactorFormValues = z.input<typeof verifyFactorFormSchema>;
