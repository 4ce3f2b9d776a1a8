import { useId } from "react";
import type { RowData } from "@tanstack/react-table";
import {
  ChevronLeft,
  ChevronRight,
  ChevronsLeft,
  ChevronsRight,
} from "lucide-react";

import { pageSizeOptions } from "@/config/search-schema";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

import type { DataTableInstance } from "./use-data-table";

const rowCountFormat = new Intl.NumberFormat("en-NG");

export function DataTablePagination<TData extends RowData>({
  table,
  rowCountIsEstimate = false,
}: {
  table: DataTableInstance<TData>;
  /** The server estimated the total (a large unfiltered list): shown as "About …". */
  rowCountIsEstimate?: boolean;
}) {
  const pageSizeLabelId = useId();
  const { pageIndex, pageSize } = table.state.pagination;
  const pageCount = Math.max(table.getPageCount(), 1);
  const rowCount = table.getRowCount();
  const canPrevious = table.getCanPreviousPage();
  const canNext = table.getCanNextPage();

  return (
    <nav
      aria-label="Pagination"
      data-slot="data-table-pagination"
      className="flex flex-col-reverse gap-3 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {rowCountIsEstimate ? "About " : ""}
        {rowCountFormat.format(rowCount)} {rowCount === 1 ? "row" : "rows"}
      </p>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <div className="flex items-center gap-2">
          <span id={pageSizeLabelId}>Rows per page</span>
          <Select
            value={String(pageSize)}
            onValueChange={(value) => table.setPageSize(Number(value))}
          >
            <SelectTrigger
              aria-labelledby={pageSizeLabelId}
              className="h-9 w-20"
            >
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {pageSizeOptions.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <p aria-live="polite" className="font-medium text-foreground">
          Page {Math.min(pageIndex + 1, pageCount)} of {pageCount}
        </p>
        <div className="flex items-center gap-1">
          {[
            {
              label: "First page",
              Icon: ChevronsLeft,
              enabled: canPrevious,
              go: () => table.firstPage(),
            },
            {
              label: "Previous page",
              Icon: ChevronLeft,
              enabled: canPrevious,
              go: () => table.previousPage(),
            },
            {
              label: "Next page",
              Icon: ChevronRight,
              enabled: canNext,
              go: () => table.nextPage(),
            },
            {
              label: "Last page",
              Icon: ChevronsRight,
              enabled: canNext,
              go: () => table.lastPage(),
            },
          ].map(({ label, Icon, enabled, go }) => (
            <Button
              key={label}
              variant="outline"
              size="icon"
              className="size-9"
              aria-label={label}
              disabled={!enabled}
              onClick={go}
            >
              <Icon aria-hidden="true" />
            </Button>
          ))}
        </div>
      </div>
    </nav>
  );
}
