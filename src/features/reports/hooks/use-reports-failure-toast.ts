import { useEffect } from "react";

import { notify } from "@/lib/toast";

/**
 * The spec's `Error fetching reports` toast (title only) once per failure of any report read,
 * first load included: `failedAt` is the newest errorUpdatedAt of the failing queries.
 */
export function useReportsFailureToast(isError: boolean, failedAt: number) {
  useEffect(() => {
    if (isError)
      notify("Error fetching reports", undefined, { variant: "destructive" });
  }, [isError, failedAt]);
}
