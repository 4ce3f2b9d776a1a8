import type { TxEnd } from "./db-config.ts";
import { RestError } from "./errors.ts";

export interface Preferences {
  return?: "minimal" | "representation" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  handling?: "strict" | "lenient";
  maxAffected?: number;
  /** Only set when `db-tx-end` allows the client to override how the transaction ends. */
  tx?: "commit" | "rollback";
  timezone?: string;
  /** Preferences the server honoured, echoed in `Preference-Applied` (PostgREST's order). */
  applied: string[];
}

type Choice = "return" | "count" | "resolution" | "missing" | "handling";

const CHOICES: Record<Choice | "tx", string[]> = {
  return: ["minimal", "representation", "headers-only"],
  count: ["exact", "planned", "estimated"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  handling: ["strict", "lenient"],
  tx: ["commit", "rollback"],
};

/** The order PostgREST writes `Preference-Applied` in, whatever order the client sent. */
const APPLIED_ORDER = [
  "resolution",
  "missing",
  "return",
  "count",
  "tx",
  "handling",
  "timezone",
  "max-affected",
] as const;

/** Whether `Prefer: tx=…` may change how the transaction ends (as PostgREST's db-tx-end). */
export const txOverridable = (txEnd: TxEnd) =>
  txEnd.endsWith("-allow-override");

/**
 * Parses every `Prefer` header (several may be sent, each a comma-separated list). As PostgREST
 * does: the first occurrence of a preference wins; `tx` counts only when db-tx-end allows an
 * override (otherwise it is ignored, yet not invalid); `max-affected` is echoed only with
 * `handling=strict`, the only mode that enforces it.
 */
export function parsePrefer(
  header: string | undefined,
  txEnd: TxEnd = "commit",
): Preferences {
  const prefs: Preferences = { applied: [] };
  const values = new Map<string, string>();
  const invalid: string[] = [];
  for (const raw of (header ?? "").split(",")) {
    const item = raw.trim();
    if (!item) continue;
    const at = item.indexOf("=");
    const name = at < 0 ? item : item.slice(0, at);
    const value = at < 0 ? "" : item.slice(at + 1);
    const known =
      name === "max-affected" ||
      (name === "timezone" && value !== "") ||
      (CHOICES as Record<string, string[] | undefined>)[name]?.includes(value);
    if (!known) invalid.push(item);
    else if (!values.has(name)) values.set(name, value);
  }
  for (const name of ["return", "count", "resolution", "missing", "handling"]) {
    const value = values.get(name);
    if (value !== undefined)
      (prefs as unknown as Record<string, string>)[name] = value;
  }
  const tx = values.get("tx");
  if (tx && txOverridable(txEnd)) prefs.tx = tx as Preferences["tx"];
  const timezone = values.get("timezone");
  if (timezone) prefs.timezone = timezone;
  const maxAffected = values.get("max-affected");
  if (maxAffected !== undefined && /^\d+$/.test(maxAffected))
    prefs.maxAffected = Number(maxAffected);

  const shown: Record<(typeof APPLIED_ORDER)[number], string | undefined> = {
    resolution: prefs.resolution,
    missing: prefs.missing,
    return: prefs.return,
    count: prefs.count,
    tx: prefs.tx,
    handling: prefs.handling,
    timezone: prefs.timezone,
    "max-affected":
      prefs.handling === "strict" && prefs.maxAffected !== undefined
        ? String(prefs.maxAffected)
        : undefined,
  };
  for (const name of APPLIED_ORDER) {
    const value = shown[name];
    if (value !== undefined) prefs.applied.push(`${name}=${value}`);
  }
  if (prefs.handling === "strict" && invalid.length > 0) {
    throw new RestError(
      400,
      "PGRST122",
      "Invalid preferences given with handling=strict",
      `Invalid preferences: ${invalid.join(", ")}`,
    );
  }
  return prefs;
}

/** How the request's transaction ends: db-tx-end, overridden by `Prefer: tx` when allowed. */
export function endsInRollback(prefs: Preferences, txEnd: TxEnd): boolean {
  if (prefs.tx) return prefs.tx === "rollback";
  return txEnd === "rollback" || txEnd === "rollback-allow-override";
}

/** `Prefer: handling=strict, max-affected=N` refuses a result of more than N rows. */
export function checkMaxAffected(prefs: Preferences, rows: number): void {
  if (
    prefs.handling === "strict" &&
    prefs.maxAffected !== undefined &&
    rows > prefs.maxAffected
  ) {
    throw new RestError(
      400,
      "PGRST124",
      "Query result exceeds max-affected preference constraint",
      `The query affects ${rows} rows`,
    );
  }
}
