import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

/**
 * The chosen period lives in the URL, so a view can be shared or bookmarked. `read` turns the
 * search parameters into a period (falling back when they are missing or unreadable) and `write`
 * gives the parameters that reproduce one; both should be module-level functions, so the period
 * and its setter stay stable between renders. A change replaces the history entry: stepping
 * through periods does not fill the Back button.
 */
export function usePeriodSearch<P>(
  read: (search: URLSearchParams) => P,
  write: (period: P) => Record<string, string>,
) {
  const [search, setSearch] = useSearchParams();
  const period = useMemo(() => read(search), [read, search]);
  const setPeriod = useCallback(
    (next: P) => setSearch(write(next), { replace: true }),
    [setSearch, write],
  );
  return [period, setPeriod] as const;
}
