/** "null", "array", or typeof: what a JSON field holds, for pinning documented shapes. */
export function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}

/** Each field of `object` by its JSON type, so one toEqual pins names and types together. */
export function shapeOf(object: unknown): Record<string, string> {
  const record = (object ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, jsonType(record[key])]),
  );
}
