import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";

import { cn } from "@/lib/utils";
import { Skeleton } from "@/components/ui/skeleton";

/**
 * A panel's content from one query: skeleton rows while it loads, the screen's error title (the
 * spec's "Error fetching …") once it failed, else what `children` makes of the data.
 */
export function QueryBody<T>({
  query,
  errorTitle,
  rows = 2,
  rowClassName = "h-24",
  children,
}: {
  query: UseQueryResult<T>;
  errorTitle: string;
  rows?: number;
  rowClassName?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending)
    return (
      <div className="grid gap-3" role="status" aria-label="Loading">
        {Array.from({ length: rows }, (_, row) => (
          <Skeleton key={row} className={cn("w-full", rowClassName)} />
        ))}
      </div>
    );
  if (query.isError)
    return (
      <p role="alert" className="text-sm">
        {errorTitle}
      </p>
    );
  return children(query.data);
}
