type Row = Record<string, unknown> | null;

export interface AuditEntryRows {
  action: string;
  before: unknown;
  after: unknown;
}

export interface FieldChange {
  field: string;
  /** Absent on an insert. */
  before?: unknown;
  /** Absent on a delete. */
  after?: unknown;
}

// Kept up to date by triggers or derived from other columns: they change with every edit and say
// nothing the other fields do not.
const DERIVED_FIELDS = new Set(["updated_at", "search_vector", "status_key"]);

function asRow(value: unknown): Row {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** Deep equality for JSON values, so a re-saved object or list is not shown as a change. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || !a || !b) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameJson(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
    ),
  );
}

/**
 * What an action log entry changed: for an update (or a role change) only the fields whose value
 * differs, old → new; for an insert the whole new row, for a delete the whole removed row.
 */
export function auditChanges(entry: AuditEntryRows): FieldChange[] {
  const before = asRow(entry.before);
  const after = asRow(entry.after);
  if (!before && !after) return [];
  if (!before)
    return Object.entries(after!)
      .filter(([field]) => !DERIVED_FIELDS.has(field))
      .map(([field, value]) => ({ field, after: value }));
  if (!after)
    return Object.entries(before)
      .filter(([field]) => !DERIVED_FIELDS.has(field))
      .map(([field, value]) => ({ field, before: value }));
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !DERIVED_FIELDS.has(field))
    .filter((field) => !sameJson(before[field], after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}

/** A changed value as text: empty for null, JSON for objects and lists. */
export function formatAuditValue(value: unknown): string {
  if (value === null || value === undefined) return "empty";
  if (typeof value === "string") return value === "" ? "empty" : value;
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  return JSON.stringify(value);
}

/** A column name as people read it: `registration_number` → "Registration number". */
export function fieldLabel(field: string): string {
  const words = field.replace(/_/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
