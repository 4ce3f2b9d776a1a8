import type { SupabaseClient } from "@supabase/supabase-js";

import { callRpc } from "../_shared/paystack-ledger-supabase.ts";
import type { PaymentRow } from "../_shared/paystack-ledger.ts";
import type { BegunPayment, CallerPayments, RidePayment } from "./store.ts";

/** The caller's RPCs through a client carrying the request's Authorization. */
export function supabaseCallerPayments(client: SupabaseClient): CallerPayments {
  return {
    async beginOnlinePayment(reference, token) {
      const rows = await callRpc<BegunPayment[]>(
        client,
        "begin_online_payment",
        {
          p_reference: reference,
          p_token: token,
        },
      );
      const row = rows[0];
      if (!row) throw new Error("begin_online_payment answered no row");
      return row;
    },
    ridePayment: (reference, token) =>
      callRpc<RidePayment>(client, "ride_payment", {
        p_reference: reference,
        p_token: token,
      }),
    requestRefund: (bookingId, amountKobo, reason) =>
      callRpc<PaymentRow[]>(client, "request_refund", {
        p_booking_id: bookingId,
        p_amount_kobo: amountKobo,
        p_reason: reason,
      }),
  };
}
