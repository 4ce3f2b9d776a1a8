import type { Notify } from "../_shared/paystack-notify.ts";
import type { PaystackClient } from "../_shared/paystack.ts";
import type { CallerPayments, PaymentsLedger } from "./store.ts";

export interface Deps {
  /** The caller's RPCs, acting with this Authorization header (anon key or session). */
  callerFor: (authorization: string) => CallerPayments;
  /** The service-role RPCs, used once the caller's own call has shown what they may touch. */
  ledger: PaymentsLedger;
  paystack: PaystackClient;
  /** The public site the checkout returns to (SITE_URL). */
  siteUrl: string;
  notify: Notify;
}
