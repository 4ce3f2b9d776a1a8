import { useEffect, useState, type ReactNode } from "react";
import { Search, X } from "lucide-react";

import type { TableSearch } from "@/config/search-schema";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { DataTableFacetedFilter, type FacetOption } from "./faceted-filter";
import type { TableUrlState } from "./use-table-url-state";

export const searchDebounceMs = 300;

export type ToolbarFilter = {
  /** The URL parameter holding the filter's values. */
  key: string;
  title: string;
  options: readonly FacetOption[];
};

/** Search, faceted filters and reset, all written to the URL through the table's URL state. */
export function DataTableToolbar<S extends TableSearch>({
  urlState,
  searchLabel,
  searchPlaceholder = searchLabel,
  filters = [],
  resetLabel = "Reset",
  children,
}: {
  urlState: TableUrlState<S>;
  searchLabel: string;
  /** A shorter hint inside the box, when the label is too long to fit. */
  searchPlaceholder?: string;
  filters?: readonly ToolbarFilter[];
  resetLabel?: string;
  /** Extra controls (a date range, say) placed after the filters. */
  children?: ReactNode;
}) {
  const urlQuery = urlState.search.q ?? "";
  const [draft, setDraft] = useState(urlQuery);
  const [seenQuery, setSeenQuery] = useState(urlQuery);
  // A new query from the URL (reset, Back) replaces what is in the box; our own debounced write
  // does not, so a trailing space being typed survives.
  if (urlQuery !== seenQuery) {
    setSeenQuery(urlQuery);
    if (draft.trim() !== urlQuery) setDraft(urlQuery);
  }

  const { setSearch } = urlState;
  useEffect(() => {
    if (draft.trim() === urlQuery) return;
    const timer = setTimeout(() => setSearch(draft.trim()), searchDebounceMs);
    return () => clearTimeout(timer);
  }, [draft, urlQuery, setSearch]);

  return (
    <div
      data-slot="data-table-toolbar"
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
    >
      <div className="relative sm:w-72">
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          aria-label={searchLabel}
          placeholder={searchPlaceholder}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          className="h-9 pl-9"
        />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {filters.map((filter) => (
          <DataTableFacetedFilter
            key={filter.key}
            title={filter.title}
            options={filter.options}
            selected={
              ((urlState.search as Record<string, unknown>)[filter.key] as
                string[] | undefined) ?? []
            }
            onSelectedChange={(values) =>
              urlState.setFilter(filter.key, values)
            }
          />
        ))}
        {children}
        {urlState.isFiltered && (
          <Button variant="ghost" size="sm" onClick={urlState.reset}>
            {resetLabel}
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
    </div>
  );
}
