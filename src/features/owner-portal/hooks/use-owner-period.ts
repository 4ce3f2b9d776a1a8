import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

import { periodFromSearch, type OwnerPeriod } from "../period";

/** The chosen period lives in the URL (?period=quarter&quarter=2026-Q3), so a view can be shared. */
export function useOwnerPeriod() {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => periodFromSearch(search), [search]);
  const setPeriod = useCallback(
    (next: OwnerPeriod) => setSearch(next.search, { replace: true }),
    [setSearch],
  );
  return [period, setPeriod] as const;
}
