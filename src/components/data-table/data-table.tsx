import type { ReactNode } from "react";
import type { Header, RowData } from "@tanstack/react-table";
import { RotateCw } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import {
  phoneBodyClass,
  phoneCell,
  phoneFrameClass,
  phoneRowClass,
  phoneSkeletonRowClass,
  phoneSortBarClass,
  phoneTableClass,
} from "@/components/phone-layout";

import type { DataTableFeatures, DataTableInstance } from "./use-data-table";

function ariaSort<TData extends RowData>(
  header: Header<DataTableFeatures, TData, unknown>,
) {
  if (!header.column.getCanSort()) return undefined;
  const direction = header.column.getIsSorted();
  return direction === "asc"
    ? "ascending"
    : direction === "desc"
      ? "descending"
      : "none";
}

/**
 * The table body with its three non-data states. Texts come from the screen, so each keeps the
 * spec's wording (`Error fetching bookings`).
 */
export function DataTable<TData extends RowData>({
  table,
  caption,
  isLoading,
  isError,
  onRetry,
  emptyText,
  errorText,
  retryLabel = "Try again",
  loadingLabel = "Loading",
}: {
  table: DataTableInstance<TData>;
  caption: string;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  emptyText: string;
  errorText: string;
  retryLabel?: string;
  loadingLabel?: string;
}) {
  const rows = table.getRowModel().rows;
  const columns = table.getAllLeafColumns();
  const columnCount = columns.length;
  // A table opts into phone cards through its columns' meta (phone-layout.ts).
  const phone = columns.some((column) => column.columnDef.meta?.phone);
  const on = (className: string) => (phone ? className : undefined);
  const showSkeleton = isLoading && rows.length === 0;
  // As many placeholder rows as the page will hold, each as tall as a two-line row, so the rows
  // arriving do not push the pagination down the page (layout shift).
  const skeletonRows = table.state.pagination.pageSize;

  function message(content: ReactNode) {
    return (
      <TableRow className="hover:bg-transparent">
        <TableCell
          colSpan={columnCount}
          className="h-32 text-center text-muted-foreground"
        >
          {content}
        </TableCell>
      </TableRow>
    );
  }

  return (
    <div
      data-slot="data-table"
      data-phone-cards={phone || undefined}
      className={on(phoneFrameClass)}
    >
      <Table aria-busy={isLoading || undefined} className={on(phoneTableClass)}>
        <TableCaption className="sr-only">{caption}</TableCaption>
        <TableHeader className={on(phoneSortBarClass)}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => (
                <TableHead
                  key={header.id}
                  colSpan={header.colSpan}
                  aria-sort={ariaSort(header)}
                >
                  {header.isPlaceholder ? null : (
                    <table.FlexRender header={header} />
                  )}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody className={on(phoneBodyClass)}>
          {isError ? (
            message(
              <div role="alert" className="grid justify-items-center gap-3">
                <p className="font-medium text-foreground">{errorText}</p>
                <Button variant="outline" size="sm" onClick={onRetry}>
                  <RotateCw aria-hidden="true" />
                  {retryLabel}
                </Button>
              </div>,
            )
          ) : showSkeleton ? (
            <>
              {Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow
                  key={index}
                  data-slot="data-table-skeleton-row"
                  className={on(phoneSkeletonRowClass)}
                >
                  {Array.from({ length: columnCount }, (_, cell) => (
                    <TableCell key={cell}>
                      <div className="grid h-9 content-center gap-1.5">
                        <Skeleton className="h-4 w-full max-w-40" />
                        <Skeleton className="h-3 w-2/3 max-w-24" />
                      </div>
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </>
          ) : rows.length === 0 ? (
            message(emptyText)
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} className={on(phoneRowClass)}>
                {row.getAllCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    {...(phone ? phoneCell(cell.column.columnDef) : {})}
                  >
                    <table.FlexRender cell={cell} />
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <p role="status" className="sr-only">
        {showSkeleton ? loadingLabel : ""}
      </p>
    </div>
  );
}
