/** One page of a list that the server pages, filters and sorts (the back-office tables). */
export interface ServerPage<Row> {
  rows: Row[];
  total: number;
  /** True when `total` is the planner's estimate (the unfiltered list past max_rows). */
  totalIsEstimate?: boolean;
}

/** The first and last row (0-based, both included) of a 1-based page, as PostgREST ranges them. */
export function pageRange({
  page,
  pageSize,
}: {
  page: number;
  pageSize: number;
}): [from: number, to: number] {
  const from = (page - 1) * pageSize;
  return [from, from + pageSize - 1];
}

// The API's max_rows (supabase/config.toml): an "estimated" count is exact up to it.
const EXACT_COUNT_LIMIT = 1000;

/**
 * How a long list counts its rows. A filtered view counts exactly (an index narrows it); the whole
 * list takes the planner's estimate past max_rows rather than counting every row on each page.
 */
export function rowCountMode(filtered: boolean): "exact" | "estimated" {
  return filtered ? "exact" : "estimated";
}

/** A page counted with `rowCountMode(filtered)`, saying whether its total is an estimate. */
export function countedPage<Row>(
  rows: Row[],
  count: number | null,
  filtered: boolean,
): Required<ServerPage<Row>> {
  const total = count ?? rows.length;
  return {
    rows,
    total,
    totalIsEstimate: !filtered && total > EXACT_COUNT_LIMIT,
  };
}
