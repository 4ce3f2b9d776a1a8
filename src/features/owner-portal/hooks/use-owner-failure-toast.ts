import { useEffect } from "react";

import { toUserMessage } from "@/lib/errors";
import { notify } from "@/lib/toast";

/**
 * The spec's `Error fetching reports` toast, with the server's message, once per failure of any of
 * the portal's reads (first load included): `failedAt` is the newest errorUpdatedAt of the failing
 * queries, `error` the newest error.
 */
export function useOwnerFailureToast(error: unknown, failedAt: number) {
  useEffect(() => {
    if (error)
      notify("Error fetching reports", toUserMessage(error), {
        variant: "destructive",
      });
    // Only a new failure (a new failedAt) raises another toast.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failedAt]);
}
