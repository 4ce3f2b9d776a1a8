import { useMutation, useQueryClient } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";

import type { LocationConsent } from "../types";
import { consentColumns, driverAppQueries } from "./queries";
import { driverRpcError } from "./server-error";

/** The version of the location-sharing notice the consent dialog shows (privacy policy 2026-11). */
export const LOCATION_NOTICE_VERSION = "2026-11";

async function recordConsent(): Promise<LocationConsent> {
  const supabase = await loadSupabase();
  const { data, error, status } = await supabase
    .rpc("record_location_consent", {
      p_policy_version: LOCATION_NOTICE_VERSION,
    })
    .select(consentColumns)
    .single();
  if (error) throw driverRpcError(error, status);
  return data;
}

/** Records the driver's "I agree"; the duty switch then stops asking. */
export function useRecordConsent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordConsent,
    meta: { errorTitle: "Consent Not Saved" },
    onSuccess: (consent) =>
      queryClient.setQueryData(driverAppQueries.consent().queryKey, consent),
  });
}
