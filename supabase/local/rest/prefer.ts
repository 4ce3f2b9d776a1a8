import { RestError } from "./errors.ts";

export interface Preferences {
  return?: "minimal" | "representation" | "headers-only";
  count?: "exact" | "planned" | "estimated";
  resolution?: "merge-duplicates" | "ignore-duplicates";
  missing?: "default" | "null";
  handling?: "strict" | "lenient";
  maxAffected?: number;
  tx?: "commit" | "rollback";
  params?: "single-object";
  timezone?: string;
  /** Preferences the server honoured, echoed in `Preference-Applied`. */
  applied: string[];
}

const CHOICES: Record<string, string[]> = {
  return: ["minimal", "representation", "headers-only"],
  count: ["exact", "planned", "estimated"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  handling: ["strict", "lenient"],
  tx: ["commit", "rollback"],
  params: ["single-object"],
};

/** Parses every `Prefer` header (several may be sent, each a comma-separated list). */
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { applied: [] };
  const invalid: string[] = [];
  for (const raw of (header ?? "").split(",")) {
    const item = raw.trim();
    if (!item) continue;
    const [name = "", value = ""] = item.split("=").map((part) => part.trim());
    if (name === "max-affected" && /^\d+$/.test(value))
      prefs.maxAffected = Number(value);
    else if (name === "timezone" && value) prefs.timezone = value;
    else if (CHOICES[name]?.includes(value))
      (prefs as unknown as Record<string, string>)[name] = value;
    else {
      invalid.push(item);
      continue;
    }
    prefs.applied.push(`${name}=${value}`);
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
