import { isNairaText, koboToNairaText, nairaTextToKobo } from "@/lib/money";
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
// month, the rider's free-cancellation cut-off, the fee kept when a paid ride is cancelled after
// it, and whether administrators must use two-factor authentication (the database refuses turning
// it on from a session without it). It checks the same ranges as the table's constraints
// (commission 0..10000 bps, cut-off 0..1440 minutes, fee 0..10 000 000 kobo).
export const operatorSettingsMessages = {
  commission: "Enter a commission from 0 to 100 %, with at most two decimals.",
  cutoff: "Enter a whole number of minutes from 0 to 1440 (24 hours).",
  lateFee: "Enter a fee from 0 to 100,000 naira, with at most two decimals.",
} as const;

export const MAX_FREE_CANCELLATION_MINUTES = 1440;
/** 100,000 naira: the most the operator may keep from a late cancellation. */
export const MAX_LATE_CANCELLATION_FEE_KOBO = 10_000_000;

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
  lateCancellationFee: z
    .string()
    .trim()
    .refine(
      (value) =>
        isNairaText(value) &&
        nairaTextToKobo(value) <= MAX_LATE_CANCELLATION_FEE_KOBO,
      operatorSettingsMessages.lateFee,
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
  late_cancellation_fee_kobo: number;
  require_admin_second_factor: boolean;
}

export function operatorSettingsToForm(
  settings: OperatorSettings,
): OperatorSettingsFormInput {
  return {
    commissionPercent: String(settings.commission_rate_bps / 100),
    freeCancellationMinutes: String(settings.free_cancellation_minutes),
    lateCancellationFee: koboToNairaText(settings.late_cancellation_fee_kobo),
    requireAdminSecondFactor: settings.require_admin_second_factor,
  };
}

export function formToOperatorSettings(
  values: OperatorSettingsFormValues,
): OperatorSettings {
  return {
    commission_rate_bps: Math.round(Number(values.commissionPercent) * 100),
    free_cancellation_minutes: Number(values.freeCancellationMinutes),
    late_cancellation_fee_kobo: nairaTextToKobo(values.lateCancellationFee),
    require_admin_second_factor: values.requireAdminSecondFactor,
  };
}
