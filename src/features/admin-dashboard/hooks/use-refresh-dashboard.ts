import { useCallback } from "react";
import { useQueryClient } from "@tanstack/react-query";

import { dashboardQueries } from "../api/queries";

/** Refetches the cards, lists and alerts, e.g. after a dispatch or a maintenance report. */
export function useRefreshDashboard(): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      void queryClient.invalidateQueries({ queryKey: dashboardQueries.all() }),
    [queryClient],
  );
}
