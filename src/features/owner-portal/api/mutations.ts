import { useMutation, useQueryClient } from "@tanstack/react-query";

import { invokeFunction } from "@/lib/edge-functions";

import type { PayoutAccount } from "../types";
import { payoutQueries } from "./payout-queries";

export interface PayoutAccountInput {
  bankCode: string;
  accountNumber: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : null);

/** The saved account the function answers with; null when it says less than the screen needs. */
export function toPayoutAccount(value: unknown): PayoutAccount | null {
  if (typeof value !== "object" || value === null) return null;
  const row = value as Record<string, unknown>;
  const [bankCode, bankName, number, name, verifiedAt] = [
    text(row.bank_code),
    text(row.bank_name),
    text(row.account_number),
    text(row.account_name),
    text(row.verified_at),
  ];
  if (!bankCode || !bankName || !number || !name || !verifiedAt) return null;
  return {
    bank_code: bankCode,
    bank_name: bankName,
    account_number: number,
    account_name: name,
    verified_at: verifiedAt,
  };
}

/**
 * The function asks Paystack whose account the number is, registers it as a transfer recipient
 * and saves it; the browser only names the bank and the number.
 */
async function verifyPayoutAccount({
  bankCode,
  accountNumber,
}: PayoutAccountInput): Promise<PayoutAccount | null> {
  const data = await invokeFunction<{ account?: unknown } | null>(
    "payouts/bank-account",
    { bank_code: bankCode, account_number: accountNumber },
  );
  return toPayoutAccount(data?.account);
}

export function useVerifyPayoutAccount() {
  const queryClient = useQueryClient();
  const key = payoutQueries.account().queryKey;
  return useMutation({
    mutationFn: verifyPayoutAccount,
    // The form keeps what was typed and says what went wrong beside it, so no toast.
    meta: { toast: false },
    onSuccess: async (account) => {
      if (account) queryClient.setQueryData(key, account);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
