import * as React from "react";

import { cn } from "@/lib/utils";
import { slotPart } from "@/components/ui/slot-part";

/** The scroll container lets a wide table scroll sideways on a phone instead of widening the page. */
function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div
      data-slot="table-container"
      className="relative w-full overflow-x-auto rounded-xl border border-border"
    >
      <table
        data-slot="table"
        className={cn("w-full caption-bottom text-sm", className)}
        {...props}
      />
    </div>
  );
}

const TableHeader = slotPart(
  "thead",
  "table-header",
  "bg-muted/40 [&_tr]:border-b",
);

const TableBody = slotPart("tbody", "table-body", "[&_tr:last-child]:border-0");

const TableFooter = slotPart(
  "tfoot",
  "table-footer",
  "border-t bg-muted/40 font-medium",
);

const TableRow = slotPart(
  "tr",
  "table-row",
  "border-b border-border transition-colors hover:bg-accent/40 data-[state=selected]:bg-accent",
);

const TableHead = slotPart(
  "th",
  "table-head",
  "h-11 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
);

const TableCell = slotPart("td", "table-cell", "px-3 py-3 align-middle");

const TableCaption = slotPart(
  "caption",
  "table-caption",
  "mt-4 text-sm text-muted-foreground",
);

export {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
};
