import { emailSchema } from "@/lib/email";
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from "@/lib/storable-text";
import { z } from "@/lib/zod";
import {
  MAX_PASSWORD_BYTES,
  MIN_PASSWORD_LENGTH,
} from "@/components/form/password-rules";

export { MIN_PASSWORD_LENGTH };

const emailField = emailSchema({
  required: "Enter your email address.",
  invalid: "Enter a valid email address.",
});

export const loginFormSchema = z.object({
  // Labelled "Email or username" as the spec has it, but accounts are e-mail based.
  identifier: z
    .string()
    .trim()
    .min(1, "Enter your email address.")
    .refine((value) => value.includes("@"), {
      message: "Please enter the email address of your account.",
    })
    .pipe(emailField),
  password: z.string().min(1, "Enter your password."),
});

export type LoginFormValues = z.infer<typeof loginFormSchema>;

export const loginFormDefaults: LoginFormValues = {
  identifier: "",
  password: "",
};

export const signUpFormSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, "Enter your full name.")
    .max(120, "Keep your name under 120 characters.")
    .refine(isStorableText, UNSTORABLE_TEXT_MESSAGE),
  email: emailField,
  password: z
    .string()
    .min(1, "Choose a password.")
    .min(
      MIN_PASSWORD_LENGTH,
      `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`,
    )
    .refine(
      (password) =>
        new TextEncoder().encode(password).length <= MAX_PASSWORD_BYTES,
      `Password can be at most ${MAX_PASSWORD_BYTES} characters long.`,
    ),
});

export type SignUpFormValues = z.infer<typeof signUpFormSchema>;

export const signUpFormDefaults: SignUpFormValues = {
  fullName: "",
  email: "",
  password: "",
};

/** The spec's sign-up check: every field must hold something. */
export function hasBlankField(values: SignUpFormValues): boolean {
  return Object.values(values).some((value) => value.trim() === "");
}

const CODE_MESSAGE = "Enter the 6-digit code from your authenticator app.";

/** The authenticator's code, typed with or without the space some apps show in the middle. */
export const secondFactorFormSchema = z.object({
  code: z
    .string()
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, CODE_MESSAGE)),
});

export type SecondFactorFormValues = z.input<typeof secondFactorFormSchema>;

export const secondFactorFormDefaults: SecondFactorFormValues = { code: "" };

/** One address, for a reset link or a change of e-mail. */
export const emailFormSchema = z.object({ email: emailField });

export type EmailFormValues = z.infer<typeof emailFormSchema>;

export const emailFormDefaults: EmailFormValues = { email: "" };
