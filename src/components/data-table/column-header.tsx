import type { Column, RowData } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";

import { cn } from "@/lib/utils";

import type { DataTableFeatures } from "./use-data-table";

/** A header that sorts its column; the cell around it carries `aria-sort` (see DataTable). */
export function DataTableColumnHeader<TData extends RowData>({
  column,
  title,
  className,
}: {
  column: Column<DataTableFeatures, TData, unknown>;
  title: string;
  className?: string;
}) {
  if (!column.getCanSort()) return <span className={className}>{title}</span>;
  const direction = column.getIsSorted();
  const Icon =
    direction === "asc"
      ? ArrowUp
      : direction === "desc"
        ? ArrowDown
        : ChevronsUpDown;
  return (
    <button
      type="button"
      data-slot="data-table-column-header"
      onClick={() => column.toggleSorting()}
      className={cn(
        "-mx-2 inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2 py-1 tracking-wide uppercase outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60",
        direction && "text-foreground",
        className,
      )}
    >
      {title}
      <Icon
        className={cn("size-4", !direction && "opacity-50")}
        aria-hidden="true"
      />
    </button>
  );
}
