import { enumLabels } from "../../_shared/vocabulary.ts";

const naira = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
});

/** Kobo (as stored) to naira on screen, e.g. 1250000 → ₦12,500.00. */
export function formatNaira(kobo: number): string {
  return naira.format(kobo / 100);
}

export function serviceLabel(serviceType: string): string {
  return (
    (enumLabels.service_type as Record<string, string>)[serviceType] ??
    serviceType
  );
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to place in HTML content or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A subject line on one line (no header tricks), at most 200 characters. */
export function oneLine(value: string, max = 200): string {
  const flat = value
    .replace(/[\r\n\t]+/g, " ")
    .replace(/\s{2,}/g, " ")
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
