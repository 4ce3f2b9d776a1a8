import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router-dom";

/** The part of a screen's URL contract (config/search-params.ts) a period needs. */
interface PeriodContract<S, W> {
  parse: (params: URLSearchParams) => S;
  query: (search: W) => string;
}

/**
 * The chosen period lives in the URL, so a view can be shared or bookmarked. The screen's contract
 * reads and writes the parameters; `read` makes a period of what it parsed (falling back when a
 * part is missing or unreadable) and `write` gives the parameters that reproduce one. All three
 * should be module-level values, so the period and its setter stay stable between renders. A
 * change replaces the history entry: stepping through periods does not fill the Back button.
 */
export function usePeriodSearch<S, W, P>(
  contract: PeriodContract<S, W>,
  read: (search: S) => P,
  write: (period: P) => W,
) {
  const [params, setParams] = useSearchParams();
  const period = useMemo(
    () => read(contract.parse(params)),
    [contract, read, params],
  );
  const setPeriod = useCallback(
    (next: P) => setParams(contract.query(write(next)), { replace: true }),
    [contract, setParams, write],
  );
  return [period, setPeriod] as const;
}
