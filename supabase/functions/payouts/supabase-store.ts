import type { SupabaseClient } from "@supabase/supabase-js";

import {
  callRpc,
  supabasePaystackLedger,
} from "../_shared/paystack-ledger-supabase.ts";
import type { PayoutRow } from "../_shared/paystack-ledger.ts";
import type { BankAccount, CallerPayouts, PayoutsLedger } from "./store.ts";

const ACCOUNT_COLUMNS =
  "owner_id, bank_code, bank_name, account_number, account_name, recipient_code, verified_at, updated_at";

const one = <T>(data: T | T[]): T => (Array.isArray(data) ? data[0]! : data);

export function supabaseCallerPayouts(client: SupabaseClient): CallerPayouts {
  return {
    isOwner: () => callRpc<boolean>(client, "is_owner", {}),
    isAdmin: () => callRpc<boolean>(client, "is_admin", {}),
    async bankAccount(ownerId) {
      const { data, error } = await client
        .from("owner_bank_accounts")
        .select(ACCOUNT_COLUMNS)
        .eq("owner_id", ownerId)
        .maybeSingle<BankAccount>();
      if (error)
        throw new Error(`owner_bank_accounts read failed: ${error.message}`);
      return data;
    },
    payPeriod: (period, payouts) =>
      callRpc<PayoutRow[]>(client, "pay_period", {
        p_period: period,
        p_payouts: payouts,
      }),
    retryPayout: async (payoutId, method, bankReference) =>
      one(
        await callRpc<PayoutRow | PayoutRow[]>(client, "retry_payout", {
          p_payout_id: payoutId,
          p_method: method,
          p_bank_reference: bankReference,
        }),
      ),
  };
}

export function supabasePayoutsLedger(client: SupabaseClient): PayoutsLedger {
  const { payoutsToSend, markPayoutSent } = supabasePaystackLedger(client);
  return {
    payoutsToSend,
    markPayoutSent,
    saveBankAccount: async (input) =>
      one(
        await callRpc<BankAccount | BankAccount[]>(
          client,
          "save_owner_bank_account",
          {
            p_owner_id: input.ownerId,
            p_bank_code: input.bankCode,
            p_bank_name: input.bankName,
            p_account_number: input.accountNumber,
            p_account_name: input.accountName,
            p_recipient_code: input.recipientCode,
          },
        ),
      ),
  };
}
