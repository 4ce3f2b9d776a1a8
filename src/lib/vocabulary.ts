import { enumLabels } from "../../supabase/functions/_shared/vocabulary";
import { Constants, type Database } from "./database.types";

type Enums = Database["public"]["Enums"];

/** The enumerations the screens show. */
export type LabelledEnum = keyof typeof enumLabels;

/** How a value is shown as a badge: the colour says how much it asks of the operator. */
export type BadgeTone =
  "neutral" | "info" | "gold" | "success" | "warning" | "danger";

/**
 * Labels (shared with the e-mail templates) checked against the generated enums: a value added to
 * the database without a label fails the type check.
 */
const labels: { [E in LabelledEnum]: Record<Enums[E], string> } = enumLabels;

// The spec: booking statuses other than the four named are neutral; documents other than Pending
// and Verified are red.
const tones: { [E in LabelledEnum]: Record<Enums[E], BadgeTone> } = {
  service_type: {
    standard: "neutral",
    premium: "gold",
    airport_hotel: "info",
    corporate: "neutral",
  },
  booking_status: {
    pending: "warning",
    confirmed: "info",
    "in-progress": "gold",
    completed: "success",
    cancelled: "neutral",
  },
  vehicle_status: {
    available: "success",
    "on-trip": "gold",
    maintenance: "warning",
  },
  driver_status: { active: "success", inactive: "neutral" },
  document_status: {
    Pending: "warning",
    Verified: "success",
    Rejected: "danger",
    Expired: "danger",
  },
  maintenance_log_type: {
    Fuel: "neutral",
    Service: "info",
    Repair: "warning",
    Inspection: "info",
    Tyres: "neutral",
    Cleaning: "neutral",
    Other: "neutral",
  },
};

const values: { [E in LabelledEnum]: readonly Enums[E][] } =
  Constants.public.Enums;

/** The values of an enumeration in the database's order. */
export function enumValues<E extends LabelledEnum>(
  kind: E,
): readonly Enums[E][] {
  return values[kind];
}

/** The label of a value; an unknown value (newer than this bundle) is shown as it is. */
export function enumLabel<E extends LabelledEnum>(
  kind: E,
  value: string,
): string {
  return (labels[kind] as Record<string, string>)[value] ?? value;
}

/** The badge tone of a value; an unknown value is neutral. */
export function enumTone<E extends LabelledEnum>(
  kind: E,
  value: string,
): BadgeTone {
  return (tones[kind] as Record<string, BadgeTone>)[value] ?? "neutral";
}

/** `{ value, label }` pairs for selects and filters, in the database's order. */
export function enumOptions<E extends LabelledEnum>(
  kind: E,
): { value: Enums[E]; label: string }[] {
  return enumValues(kind).map((value) => ({
    value,
    label: enumLabel(kind, value),
  }));
}
