import type { PaystackClient } from "../_shared/paystack.ts";
import type { BankList } from "./bank-list.ts";
import type { CallerPayouts, PayoutsLedger } from "./store.ts";

export interface Deps {
  /** The signed-in person and their own RPCs; 401 when the session is missing or dead. */
  authenticate: (
    req: Request,
  ) => Promise<{ userId: string; caller: CallerPayouts }>;
  ledger: PayoutsLedger;
  paystack: PaystackClient;
  /** Paystack's bank list, cached for an hour (cachedBankList). */
  banks: BankList;
}
