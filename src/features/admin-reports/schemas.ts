import { z } from "@/lib/zod";

const payoutMethod = z.enum(["paystack_transfer", "bank_transfer"]);

/**
 * One owner's payout as the Pay owners form holds it. An outside bank transfer is paid already,
 * so its reference is what proves it; a Paystack transfer makes its own.
 */
const ownerPayoutSchema = z
  .object({
    owner_name: z.string(),
    method: payoutMethod,
    bank_reference: z
      .string()
      .trim()
      .max(100, "Please keep the reference under 100 characters."),
  })
  .superRefine((payout, ctx) => {
    if (payout.method === "bank_transfer" && payout.bank_reference === "")
      ctx.addIssue({
        code: "custom",
        path: ["bank_reference"],
        message: `Enter the bank transfer reference for ${payout.owner_name}.`,
      });
  });

export const payOwnersFormSchema = z.object({
  payouts: z.array(ownerPayoutSchema),
});

export type PayOwnersFormValues = z.input<typeof payOwnersFormSchema>;
