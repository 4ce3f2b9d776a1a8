import { useEffect, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate, useSearchParams } from "react-router-dom";

import { searchParams } from "@/config/search-params";

import {
  RIDE_POLL_MS,
  ridePaymentPollInterval,
  rideQueries,
} from "../api/queries";
import type { RidePayment } from "../types";

/** Where a return from Paystack's checkout stands, as the payment card shows it. */
export type CheckoutReturn =
  | { phase: "none" }
  | { phase: "verifying" }
  | { phase: "failed"; error: unknown; retry: () => void }
  | { phase: "paid" | "not_completed" | "waiting" };

const isCharged = (payment: RidePayment | undefined, reference: string) =>
  payment?.payments.some(
    (line) =>
      line.kind === "charge" &&
      line.status === "succeeded" &&
      line.provider_reference === reference,
  ) ?? false;

/**
 * The ride page as Paystack's checkout hands it back (`?trxref=…&reference=…`): asks the payments
 * function to verify that reference, puts its answer in the ride's payment cache, then takes the
 * query out of the address (replacing the entry, so Back never verifies again). Until the answer
 * arrives the address keeps it, so a reload mid-verify simply verifies again. "Paid" comes only
 * from the server: its verdict, or the ledger later listing the charge (a transfer confirmed late).
 */
export function useCheckoutReturn(
  reference: string,
  token: string,
): { back: CheckoutReturn; payment: RidePayment | undefined } {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Read once: the page cleans its address after verifying, and the outcome must outlive that.
  const [returned] = useState(() => {
    const search = searchParams.ride.parse(params);
    return search.reference ?? search.trxref ?? null;
  });
  const verify = useQuery({
    ...rideQueries.verify(reference, token, returned ?? ""),
    enabled: returned !== null,
  });
  const { data } = verify;
  const stillInAddress = location.search !== "";
  const payment = useQuery({
    ...rideQueries.payment(reference, token),
    // Paystack had not settled the checkout yet: the ledger is asked again until it lists it.
    refetchInterval: (query) =>
      data?.outcome === "pending" &&
      returned !== null &&
      !isCharged(query.state.data, returned)
        ? RIDE_POLL_MS
        : ridePaymentPollInterval(query),
  }).data;

  useEffect(() => {
    if (!data) return;
    // A read of the ledger started before the verify (the page's first) must not land after it.
    const { queryKey } = rideQueries.payment(reference, token);
    void queryClient
      .cancelQueries({ queryKey, exact: true })
      .then(() => queryClient.setQueryData(queryKey, data.payment));
    if (stillInAddress)
      void navigate(
        { pathname: location.pathname, hash: location.hash },
        { replace: true, state: location.state as unknown },
      );
  }, [
    data,
    queryClient,
    reference,
    token,
    stillInAddress,
    navigate,
    location.pathname,
    location.hash,
    location.state,
  ]);

  return { back: phaseOf(), payment };

  function phaseOf(): CheckoutReturn {
    if (returned === null) return { phase: "none" };
    if (verify.isError)
      return {
        phase: "failed",
        error: verify.error,
        retry: () => void verify.refetch(),
      };
    if (!data) return { phase: "verifying" };
    if (data.outcome === "paid" || isCharged(payment, returned))
      return { phase: "paid" };
    return { phase: data.outcome === "pending" ? "waiting" : "not_completed" };
  }
}
