import { useEffect } from "react";

import { notify } from "@/lib/toast";

/**
 * Raises a destructive toast with just a title each time a query fails (spec §8: "Error
 * fetching dashboard stats", no description), first load included. `failedAt` is the query's
 * errorUpdatedAt, so one failure gives one toast however often the component renders.
 */
export function useFailureToast(
  title: string,
  isError: boolean,
  failedAt: number,
) {
  useEffect(() => {
    if (isError) notify(title, undefined, { variant: "destructive" });
  }, [title, isError, failedAt]);
}
