import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

import { rangeFromSearch, type MonthRange } from "../period";

/** The chosen months live in the URL (?from=2026-08&to=2026-10), so a view can be shared. */
export function useReportRange() {
  const [search, setSearch] = useSearchParams();
  const range = useMemo(() => rangeFromSearch(search), [search]);
  const setRange = useCallback(
    (next: MonthRange) =>
      setSearch(
        next.from === next.to
          ? { from: next.from }
          : { from: next.from, to: next.to },
        { replace: true },
      ),
    [setSearch],
  );
  return [range, setRange] as const;
}
