import { RestError } from "./errors.ts";

export interface Media {
  kind: "array" | "object" | "csv";
  stripNulls: boolean;
  contentType: string;
}

const JSON_TYPE = "application/json; charset=utf-8";

/** Picks the first representation of `Accept` the API can produce (PGRST107 when none). */
export function negotiate(accept: string | undefined): Media {
  if (!accept || !accept.trim())
    return { kind: "array", stripNulls: false, contentType: JSON_TYPE };
  for (const entry of accept.split(",")) {
    const [type = "", ...paramList] = entry
      .split(";")
      .map((part) => part.trim().toLowerCase());
    const stripNulls = paramList.includes("nulls=stripped");
    const suffix = stripNulls ? "; nulls=stripped" : "";
    switch (type) {
      case "*/*":
      case "application/*":
      case "application/json":
        return { kind: "array", stripNulls: false, contentType: JSON_TYPE };
      case "application/vnd.pgrst.array+json":
      case "application/vnd.pgrst.array":
        return {
          kind: "array",
          stripNulls,
          contentType: `application/vnd.pgrst.array+json${suffix}; charset=utf-8`,
        };
      case "application/vnd.pgrst.object+json":
      case "application/vnd.pgrst.object":
        return {
          kind: "object",
          stripNulls,
          contentType: `application/vnd.pgrst.object+json${suffix}; charset=utf-8`,
        };
      case "application/openapi+json":
        return {
          kind: "array",
          stripNulls: false,
          contentType: "application/openapi+json; charset=utf-8",
        };
      case "text/csv":
        return {
          kind: "csv",
          stripNulls: false,
          contentType: "text/csv; charset=utf-8",
        };
    }
  }
  throw new RestError(
    406,
    "PGRST107",
    `None of these media types are available: ${accept}`,
  );
}

export function singularityError(rows: number): RestError {
  return new RestError(
    406,
    "PGRST116",
    "Cannot coerce the result to a single JSON object",
    `The result contains ${rows} rows`,
  );
}

/** PostgREST's Content-Range: `first-last/total`, `*` for an empty page or an unknown total. */
export function contentRange(
  first: number,
  rows: number,
  total: number | null,
): string {
  const last = first + rows - 1;
  const range = total !== 0 && first <= last ? `${first}-${last}` : "*";
  return `${range}/${total ?? "*"}`;
}

/** 200, or 206 when a count shows the page is partial, 416 when the offset is past the end. */
export function rangeStatus(
  first: number,
  rows: number,
  total: number | null,
): number {
  if (total === null) return 200;
  if (first > total) return 416;
  return rows < total ? 206 : 200;
}
