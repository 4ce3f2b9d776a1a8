import { z } from "@/lib/zod";

// The spec's password checks and messages live with the shared form (components/form/password-rules).
export const NO_ADMIN_MESSAGE = "No admin user logged in.";

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

// The operator's business settings (operator_settings): the commission kept from each vehicle's
// month, the rider's free-cancellation cut-off, and whether administrators must use two-factor
// authentication (the database refuses turning it on from a session without it). It checks the
// same ranges
// (operator_settings_commission_rate_bps_between_0_and_10000,
// operator_settings_free_cancellation_minutes_between_0_and_1440).
export const operatorSettingsMessages = {
  commission: "Enter a commission from 0 to 100 %, with at most two decimals.",
  cutoff: "Enter a whole number of minutes from 0 to 1440 (24 hours).",
} as const;

export const MAX_FREE_CANCELLATION_MINUTES = 1440;

export const operatorSettingsFormSchema = z.object({
  commissionPercent: z
    .string()
    .trim()
    .refine(
      (value) => /^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100,
      operatorSettingsMessages.commission,
    ),
  freeCancellationMinutes: z
    .string()
    .trim()
    .refine(
      (value) =>
        /^\d{1,4}$/.test(value) &&
        Number(value) <= MAX_FREE_CANCELLATION_MINUTES,
      operatorSettingsMessages.cutoff,
    ),
  requireAdminSecondFactor: z.boolean(),
});

export type OperatorSettingsFormInput = z.input<
  typeof operatorSettingsFormSchema
>;
export type OperatorSettingsFormValues = z.output<
  typeof operatorSettingsFormSchema
>;

export interface OperatorSettings {
  commission_rate_bps: number;
  free_cancellation_minutes: number;
  require_admin_second_factor: boolean;
}

export function operatorSettingsToForm(
  settings: OperatorSettings,
): OperatorSettingsFormInput {
  return {
    commissionPercent: String(settings.commission_rate_bps / 100),
    freeCancellationMinutes: String(settings.free_cancellation_minutes),
    requireAdminSecondFactor: settings.require_admin_second_factor,
  };
}

export function formToOperatorSettings(
  values: OperatorSettingsFormValues,
): OperatorSettings {
  return {
    commission_rate_bps: Math.round(Number(values.commissionPercent) * 100),
    free_cancellation_minutes: Number(values.freeCancellationMinutes),
    require_admin_second_factor: values.requireAdminSecondFactor,
  };
}
