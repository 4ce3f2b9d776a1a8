import { emailSchema } from "@/lib/email";
import { z } from "@/lib/zod";

export const ownerLoginSchema = z.object({
  email: emailSchema({
    required: "Enter your email address.",
    invalid: "Enter a valid email address.",
  }),
  password: z.string().min(1, "Enter your password."),
});

export type OwnerLoginValues = z.infer<typeof ownerLoginSchema>;

export const ownerLoginDefaults: OwnerLoginValues = { email: "", password: "" };

export const payoutAccountMessages = {
  bank: "Choose your bank.",
  number: "Enter your 10-digit account number.",
} as const;

// The 10-digit NUBAN every Nigerian bank account has; the function checks it again.
export const payoutAccountFormSchema = z.object({
  bankCode: z.string().min(1, payoutAccountMessages.bank),
  accountNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{10}$/, payoutAccountMessages.number)),
});

export type PayoutAccountFormInput = z.input<typeof payoutAccountFormSchema>;
export type PayoutAccountFormValues = z.output<typeof payoutAccountFormSchema>;

export const payoutAccountDefaults: PayoutAccountFormInput = {
  bankCode: "",
  accountNumber: "",
};
