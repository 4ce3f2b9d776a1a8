import { useMutation, useQueryClient } from "@tanstack/react-query";

import type { Tables } from "@/lib/database.types";
import { withStatus } from "@/lib/errors";
import { loadSupabase } from "@/lib/load-supabase";

import { dashboardQueries } from "./queries";

export interface CashPaymentInput {
  bookingId: string;
  amountKobo: number;
  receivedBy: string;
  /** ISO instant. */
  receivedAt: string;
}

async function recordCashPayment(
  input: CashPaymentInput,
): Promise<Tables<"payments">> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase.rpc("record_cash_payment", {
    p_booking_id: input.bookingId,
    p_amount_kobo: input.amountKobo,
    p_received_by: input.receivedBy.trim(),
    p_received_at: input.receivedAt,
  });
  if (error) throw withStatus(error, status);
  return data;
}

export function useRecordCashPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCashPayment,
    meta: { errorTitle: "Error recording payment" },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...dashboardQueries.all(), "unpaid-trips"],
      }),
  });
}
