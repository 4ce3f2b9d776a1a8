import type { AuditEntryRows } from "./diff";

const TABLE_LABELS: Record<string, string> = {
  fleets: "Vehicles",
  drivers: "Drivers",
  driver_documents: "Driver documents",
  bookings: "Bookings",
  payments: "Payments",
  maintenance_logs: "Maintenance",
  revenue_reports: "Revenue reports",
  report_periods: "Report periods",
  operator_settings: "Operator settings",
  "auth.users": "Users",
};

const ACTION_LABELS: Record<string, string> = {
  insert: "Created",
  update: "Updated",
  delete: "Deleted",
  role_change: "Role changed",
};

export type ActionTone = "success" | "info" | "danger" | "warning";

const ACTION_TONES: Record<string, ActionTone> = {
  insert: "success",
  update: "info",
  delete: "danger",
  role_change: "warning",
};

export function tableLabel(table: string): string {
  return TABLE_LABELS[table] ?? table;
}

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

export function actionTone(action: string): ActionTone {
  return ACTION_TONES[action] ?? "info";
}

// The fields that name a record for people, best first: entries written before the database
// kept a label carry their name, if any, in their rows.
const NAMING_FIELDS = ["reference", "registration_number", "name", "email"];

/**
 * The changed record in words: the entry's label (booking reference, vehicle plate, driver name,
 * account e-mail, a month, or what a payment, log or report belongs to), else a name found in its
 * rows, else the start of its id.
 */
export function recordLabel(
  entry: AuditEntryRows & { row_id: string; label?: string | null },
) {
  if (entry.label?.trim()) return entry.label;
  for (const row of [entry.after, entry.before]) {
    if (typeof row !== "object" || row === null) continue;
    for (const field of NAMING_FIELDS) {
      const value = (row as Record<string, unknown>)[field];
      if (typeof value === "string" && value.trim()) return value;
    }
  }
  return entry.row_id.length > 12
    ? `${entry.row_id.slice(0, 8)}…`
    : entry.row_id;
}

/** The actor filter's value for changes made by the system (no signed-in user). */
export const SYSTEM_ACTOR = "system";

export function actorLabel(email: string | null): string {
  return email ?? "System";
}
