import type { PaystackBank, PaystackClient } from "../_shared/paystack.ts";

export interface BankList {
  banks(): Promise<PaystackBank[]>;
  /** The bank's name for a code on the list; null for a code Paystack does not list. */
  nameOf(code: string): Promise<string | null>;
}

/**
 * Paystack's list of Nigerian banks changes a few times a year and is a few hundred rows over
 * several pages: one worker asks for it at most once an hour (module state, shared by every call
 * the worker serves), and a failed fetch is not kept.
 */
export function cachedBankList(
  paystack: PaystackClient,
  { ttlMs = 60 * 60 * 1000, now = () => Date.now() } = {},
): BankList {
  let cached: { at: number; banks: Promise<PaystackBank[]> } | null = null;
  const banks = () => {
    if (!cached || now() - cached.at >= ttlMs) {
      const entry = {
        at: now(),
        banks: paystack
          .listBanks()
          .then((list) =>
            [...list].sort((a, b) => a.name.localeCompare(b.name)),
          ),
      };
      entry.banks.catch(() => {
        if (cached === entry) cached = null;
      });
      cached = entry;
    }
    return cached.banks;
  };
  return {
    banks,
    nameOf: async (code) =>
      (await banks()).find((bank) => bank.code === code)?.name ?? null,
  };
}
