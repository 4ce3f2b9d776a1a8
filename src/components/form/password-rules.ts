import { z } from "@/lib/zod";

export const MIN_PASSWORD_LENGTH = 6;
/** The auth server hashes passwords with bcrypt, which reads 72 bytes at most. */
export const MAX_PASSWORD_BYTES = 72;

export const PASSWORDS_DIFFER_MESSAGE =
  "New passwords do not match or are empty.";
export const PASSWORD_TOO_SHORT_MESSAGE =
  "New password must be at least 6 characters long.";
const PASSWORD_TOO_LONG_MESSAGE = `New password can be at most ${MAX_PASSWORD_BYTES} characters long.`;
export const CURRENT_PASSWORD_MISSING_MESSAGE = "Enter your current password.";
export const WRONG_CURRENT_PASSWORD_MESSAGE =
  "Your current password is not right. Nothing was changed.";

type Context = z.core.$RefinementCtx<{
  newPassword: string;
  confirmPassword: string;
}>;

/** The spec's checks, in the spec's order; only the first that fails is reported. */
function checkNewPassword(
  {
    newPassword,
    confirmPassword,
  }: { newPassword: string; confirmPassword: string },
  ctx: Context,
) {
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
      message: PASSWORD_TOO_LONG_MESSAGE,
    });
}

/** Choosing a password from an e-mailed link (invitation, reset): new and confirmation. */
export const newPasswordFormSchema = z
  .object({ newPassword: z.string(), confirmPassword: z.string() })
  .superRefine(checkNewPassword);

export type NewPasswordFormValues = z.infer<typeof newPasswordFormSchema>;

export const newPasswordFormDefaults: NewPasswordFormValues = {
  newPassword: "",
  confirmPassword: "",
};

/** Changing a password while signed in: the current one proves it is the person at the keyboard. */
export const passwordChangeFormSchema = z
  .object({
    currentPassword: z.string(),
    newPassword: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((values, ctx) => {
    checkNewPassword(values, ctx);
    if (!values.currentPassword)
      ctx.addIssue({
        code: "custom",
        path: ["currentPassword"],
        message: CURRENT_PASSWORD_MISSING_MESSAGE,
      });
  });

export type PasswordChangeFormValues = z.infer<typeof passwordChangeFormSchema>;

export const passwordChangeFormDefaults: PasswordChangeFormValues = {
  currentPassword: "",
  newPassword: "",
  confirmPassword: "",
};

function codeOf(error: unknown): unknown {
  return typeof error === "object" && error !== null && "code" in error
    ? error.code
    : undefined;
}

/**
 * GoTrue refuses a wrong current password with `current_password_invalid` (its Go constant is
 * named ErrorCodeCurrentPasswordMismatch) and the same sentence as a missing one, so the code is
 * what tells them apart.
 */
export function isWrongCurrentPassword(error: unknown): boolean {
  return codeOf(error) === "current_password_invalid";
}

// The auth server's refusals of a new password, in sentences that say what to do.
export const PASSWORD_REFUSALS: Record<string, string> = {
  current_password_invalid: WRONG_CURRENT_PASSWORD_MESSAGE,
  current_password_required: CURRENT_PASSWORD_MISSING_MESSAGE,
};

/** The refusal as an error whose message the toast can show as it is; the code is kept. */
export function readablePasswordRefusal(error: unknown): unknown {
  const code = codeOf(error);
  const message =
    typeof code === "string" ? PASSWORD_REFUSALS[code] : undefined;
  return message ? Object.assign(new Error(message), { code }) : error;
}
