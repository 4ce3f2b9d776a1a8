import { enumLabel } from "@/lib/vocabulary";

import type { AuditEntry } from "./types";

export interface TimelineEvent {
  /** Unique per event: one audit row can hold an assignment and a status change. */
  key: string;
  at: string;
  /** Who acted: the admin's e-mail, or where the booking came from. */
  actor: string;
  title: string;
  detail?: string;
}

type Row = Record<string, unknown>;

const asRow = (value: unknown): Row =>
  value !== null && typeof value === "object" ? (value as Row) : {};

const text = (value: unknown) =>
  typeof value === "string" && value.trim() ? value : undefined;

/**
 * A booking's history read from its audit rows: creation, each status change (with the
 * cancellation reason) and each (re)assignment. Edits that change nothing a person reads are left out.
 */
export function toTimeline(entries: readonly AuditEntry[]): TimelineEvent[] {
  return entries.flatMap((entry) => {
    const before = asRow(entry.before);
    const after = asRow(entry.after);
    const base = {
      at: entry.at,
      actor:
        entry.actor_email ??
        (entry.action === "insert" ? "Online booking" : "System"),
    };
    if (entry.action === "insert")
      return [
        {
          ...base,
          key: `${entry.id}:created`,
          title: "Booking created",
          detail: statusText(after.status),
        },
      ];
    if (entry.action !== "update") return [];
    const events: TimelineEvent[] = [];
    if (
      before.driver_id !== after.driver_id ||
      before.vehicle_id !== after.vehicle_id
    )
      events.push({
        ...base,
        key: `${entry.id}:assigned`,
        title: before.driver_id ? "Driver reassigned" : "Driver assigned",
      });
    if (before.status !== after.status)
      events.push({
        ...base,
        key: `${entry.id}:status`,
        title: statusText(after.status) ?? "Status changed",
        detail:
          after.status === "cancelled"
            ? text(after.cancellation_reason)
            : undefined,
      });
    return events;
  });
}

function statusText(status: unknown): string | undefined {
  return typeof status === "string"
    ? enumLabel("booking_status", status)
    : undefined;
}
