import type { CellData, RowData, TableFeatures } from "@tanstack/react-table";

/**
 * Below the `md` breakpoint a table that opts in draws each row as a card instead of a row that
 * scrolls sideways: its title and its actions on the first line, the columns that matter on a
 * shift as labelled lines under them, the rest left out. Only `max-md:` classes change, so the
 * table's markup (and how it reads at `md` and up) is the same; no media query runs in script.
 *
 * - `title`: the row's name (a booking's reference), first line, left.
 * - `actions`: the row's menu or button, first line, right, so it is never off-screen.
 * - `detail` (the default): a line of its own, labelled with `label` (or the header's text).
 * - `hidden`: left out on a phone (still in the markup, so the desktop table keeps it).
 */
export type PhoneRole = "title" | "actions" | "detail" | "hidden";

declare module "@tanstack/react-table" {
  // An augmentation restates the interface's type parameters exactly, used or not.
  /* eslint-disable @typescript-eslint/no-unused-vars */
  interface ColumnMeta<
    in out TFeatures extends TableFeatures,
    in out TData extends RowData,
    TValue extends CellData = CellData,
  > {
    /** How the column shows in a row's phone card; a table opts in when one column sets it. */
    phone?: PhoneRole;
    /** The card's label for a `detail` column whose header is not plain text. */
    label?: string;
  }
  /* eslint-enable @typescript-eslint/no-unused-vars */
}

/** Around the table's scroll container: on a phone the cards carry the borders, nothing scrolls. */
export const phoneFrameClass =
  "max-md:[&_[data-slot=table-container]]:overflow-visible max-md:[&_[data-slot=table-container]]:rounded-none max-md:[&_[data-slot=table-container]]:border-0";

export const phoneTableClass = "max-md:block";

/**
 * The header row gives way to each card's labels on screen, and stays for screen readers, which
 * still announce each cell's column.
 */
export const phoneHeaderClass = "max-md:sr-only";

/**
 * A sortable table's header on a phone: a row of its sort buttons above the cards (the columns
 * that do not sort stay for screen readers only), so the order can still be changed there.
 */
export const phoneSortBarClass =
  "max-md:mb-3 max-md:block max-md:bg-transparent [&_tr]:max-md:flex [&_tr]:max-md:flex-wrap [&_tr]:max-md:items-center [&_tr]:max-md:gap-1 [&_tr]:max-md:border-0 [&_th]:max-md:h-8 [&_th]:max-md:px-0 [&_th:not([aria-sort])]:max-md:sr-only";

export const phoneBodyClass = "max-md:grid max-md:gap-3";

/** A card: title and actions side by side, then one line per detail. */
export const phoneRowClass =
  "max-md:grid max-md:grid-cols-[minmax(0,1fr)_auto] max-md:items-center max-md:gap-x-3 max-md:gap-y-1.5 max-md:rounded-xl max-md:border! max-md:border-border max-md:bg-card max-md:p-3 max-md:hover:bg-card";

/** A placeholder card while the first page loads: the first two cells only. */
export const phoneSkeletonRowClass = `${phoneRowClass} max-md:[&>td:nth-child(n+3)]:hidden`;

const cellBase = "max-md:min-w-0 max-md:p-0";

const roleClass: Record<PhoneRole, string> = {
  title: `${cellBase} max-md:col-start-1 max-md:row-start-1 max-md:block max-md:font-medium`,
  actions: `${cellBase} max-md:col-start-2 max-md:row-start-1 max-md:block max-md:justify-self-end`,
  detail: `${cellBase} max-md:col-span-2 max-md:flex max-md:flex-wrap max-md:items-baseline max-md:gap-x-2 max-md:text-left max-md:before:w-24 max-md:before:shrink-0 max-md:before:text-xs max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)] max-md:[&>*]:min-w-0 max-md:[&>*]:whitespace-normal max-md:[&>*]:[overflow-wrap:anywhere]`,
  hidden: "max-md:hidden",
};

/** The props a cell takes for its role in the phone card (`data-label` feeds the label). */
export function phoneCellProps(role: PhoneRole = "detail", label?: string) {
  return {
    className: roleClass[role],
    "data-phone": role,
    ...(role === "detail" && label ? { "data-label": label } : {}),
  };
}

/** A column's phone-card props: its role from meta, its label from meta or a plain-text header. */
export function phoneCell(columnDef: {
  meta?: { phone?: PhoneRole; label?: string };
  header?: unknown;
}) {
  const label =
    columnDef.meta?.label ??
    (typeof columnDef.header === "string" ? columnDef.header : undefined);
  return phoneCellProps(columnDef.meta?.phone, label);
}

/** The same classes as one import, for the tables drawn by hand (reports, the owner portal). */
export const phoneTable = {
  frame: phoneFrameClass,
  table: phoneTableClass,
  header: phoneHeaderClass,
  body: phoneBodyClass,
  row: phoneRowClass,
  cell: phoneCellProps,
} as const;
