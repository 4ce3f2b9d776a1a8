import { useQuery } from "@tanstack/react-query";

import type { AdminDriversSearch } from "@/config/search-params";
import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { driverQueries } from "../api/queries";
import type { DriverCardRow } from "../types";
import { DriverCard } from "./driver-card";

const GRID = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3";

function CardsSkeleton() {
  return (
    <div className={GRID} data-testid="drivers-loading">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-72 rounded-2xl" />
      ))}
    </div>
  );
}

function Pager({
  page,
  pages,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  total: number;
  onPage: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Pages"
      className="mt-6 flex items-center justify-between gap-3 text-sm text-muted-foreground"
    >
      <span>
        {total} driver{total === 1 ? "" : "s"} · page {page} of {pages}
      </span>
      <span className="flex gap-2">
        <Button
          variant="outline"
          size="sm"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={page >= pages}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}

/** The drivers matching the URL's search and filter, as cards, with loading, error and empty states. */
export function DriverList({
  search,
  isFiltered,
  onPage,
  onEdit,
  onDocuments,
}: {
  search: AdminDriversSearch;
  isFiltered: boolean;
  onPage: (page: number) => void;
  onEdit: (driver: DriverCardRow) => void;
  onDocuments: (driver: DriverCardRow) => void;
}) {
  const drivers = useQuery(driverQueries.list(search));
  if (drivers.isPending) return <CardsSkeleton />;
  if (drivers.isError)
    return (
      <div
        role="alert"
        className="rounded-2xl border border-danger/40 bg-danger/5 p-6"
      >
        <p className="font-medium text-danger">Error fetching drivers</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {toUserMessage(drivers.error)}
        </p>
        <Button
          variant="outline"
          size="sm"
          className="mt-4"
          onClick={() => drivers.refetch()}
        >
          Try again
        </Button>
      </div>
    );
  const { rows, total } = drivers.data;
  if (!rows.length)
    return (
      <p className="rounded-2xl border border-dashed border-border p-10 text-center text-sm text-muted-foreground">
        {isFiltered
          ? "No drivers match this search. Try another name or clear the filters."
          : "No drivers yet. Add the first driver to start dispatching."}
      </p>
    );
  const pages = Math.max(1, Math.ceil(total / search.pageSize));
  return (
    <>
      <div className={GRID} aria-busy={drivers.isPlaceholderData || undefined}>
        {rows.map((driver) => (
          <DriverCard
            key={driver.id}
            driver={driver}
            onEdit={onEdit}
            onDocuments={onDocuments}
          />
        ))}
      </div>
      {pages > 1 || search.page > 1 ? (
        <Pager page={search.page} pages={pages} total={total} onPage={onPage} />
      ) : null}
    </>
  );
}
