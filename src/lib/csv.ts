import Papa from "papaparse";

import { downloadFile } from "./download";

/**
 * CSV files people open in Excel, LibreOffice or Google Sheets: a header row, every field quoted
 * where it holds a comma, a quote or a line break (quotes doubled), CRLF line ends, and a UTF-8
 * byte order mark first, without which Excel reads the file as the local code page and garbles
 * the naira sign and accented names. Amounts are written as plain decimal naira ("12500.00"), with
 * the currency named in the column header, so a spreadsheet sums them as numbers.
 *
 * Imported only by the screens that export (Papa Parse travels with them).
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

export const UTF8_BOM = "\uFEFF";

/**
 * A cell starting with =, +, @ or a tab would run as a formula in a spreadsheet; it gets a leading
 * apostrophe. A minus sign does only when no number follows it, so negative amounts stay numbers.
 */
const FORMULA_START = /^([=+@\t\r]|-(?!\d))/;

export function toCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
): string {
  const data = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row);
      return value === null || value === undefined ? "" : String(value);
    }),
  );
  return (
    UTF8_BOM +
    Papa.unparse(
      { fields: columns.map((column) => column.header), data },
      { newline: "\r\n", escapeFormulae: FORMULA_START },
    ) +
    "\r\n"
  );
}

/** Kobo as decimal naira with two places and no grouping: 1250000 → "12500.00", -5 → "-0.05". */
export function nairaCell(kobo: number): string {
  const sign = kobo < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(kobo));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Hands the text to the browser as a CSV file download. */
export function downloadCsv(filename: string, text: string): void {
  downloadFile(filename, text, "text/csv;charset=utf-8");
}
