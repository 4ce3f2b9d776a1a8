import { RestError } from "./errors.ts";

/** How a body is rendered: see {@link negotiate}. */
export interface Media {
  kind: "array" | "object" | "csv" | "geojson" | "plan";
  stripNulls: boolean;
  contentType: string;
  /** For `plan`: EXPLAIN's format and options, and the media type whose query is explained. */
  plan?: PlanMedia;
}

export interface PlanMedia {
  format: "text" | "json";
  options: PlanOption[];
  for: Media;
}

export type PlanOption = "analyze" | "verbose" | "settings" | "buffers" | "wal";
const PLAN_OPTIONS: PlanOption[] = [
  "analyze",
  "verbose",
  "settings",
  "buffers",
  "wal",
];

const CHARSET = "; charset=utf-8";
const JSON_MEDIA: Media = {
  kind: "array",
  stripNulls: false,
  contentType: `application/json${CHARSET}`,
};

/** One entry of `Accept`, decoded as PostgREST's decodeMediaType does. */
interface Accepted {
  /** The media type as PostgREST names it (its toMime), for PGRST107's message. */
  mime: string;
  /** What this API renders for it, or nothing when it has no handler. */
  media: (planEnabled: boolean) => Media | undefined;
}

/**
 * Picks the first representation of `Accept` the API can produce, as PostgREST's negotiateContent
 * does: entries ordered by q (then specificity), plan only when `db-plan-enabled`; PGRST107 when
 * none matches, naming every accepted type the way PostgREST spells it.
 */
export function negotiate(
  accept: string | undefined,
  planEnabled = false,
): Media {
  const accepted = acceptList(accept).map(decode);
  for (const entry of accepted) {
    const media = entry.media(planEnabled);
    if (media) return media;
  }
  throw new RestError(
    406,
    "PGRST107",
    `None of these media types are available: ${accepted.map((a) => a.mime).join(", ")}`,
  );
}

/** wai-extra's parseHttpAccept: spaces dropped, sorted by q, then by specificity (stable). */
function acceptList(accept: string | undefined): string[] {
  if (accept === undefined) return ["*/*"];
  return accept
    .split(",")
    .map((raw, index) => {
      const entry = raw.replaceAll(" ", "");
      const at = entry.indexOf(";q=");
      const type = at < 0 ? entry : entry.slice(0, at);
      const q =
        at < 0 ? 1 : Number.parseFloat(entry.slice(at + 3).split(";")[0] ?? "");
      const specificity =
        (type.match(/;/g)?.length ?? 0) - (type.match(/\*/g)?.length ?? 0);
      return { type, q: Number.isNaN(q) ? 0 : q, specificity, index };
    })
    .sort(
      (a, b) => b.q - a.q || b.specificity - a.specificity || a.index - b.index,
    )
    .map((entry) => entry.type);
}

const fixed = (mime: string, media?: Media): Accepted => ({
  mime,
  media: () => media,
});

function decode(entry: string): Accepted {
  const [type = "", ...params] = entry.split(";");
  const stripped = params.length === 1 && params[0] === "nulls=stripped";
  switch (type) {
    case "*/*":
      return fixed("*/*", JSON_MEDIA);
    case "application/json":
      return fixed("application/json", JSON_MEDIA);
    case "application/geo+json":
      return fixed("application/geo+json", {
        kind: "geojson",
        stripNulls: false,
        contentType: `application/geo+json${CHARSET}`,
      });
    case "text/csv":
      return fixed("text/csv", {
        kind: "csv",
        stripNulls: false,
        contentType: `text/csv${CHARSET}`,
      });
    case "application/openapi+json":
      // The root's OpenAPI document (openapi.ts answers it).
      return fixed("application/openapi+json", {
        ...JSON_MEDIA,
        contentType: `application/openapi+json${CHARSET}`,
      });
    case "application/vnd.pgrst.array+json":
    case "application/vnd.pgrst.array": {
      const mime = stripped
        ? "application/vnd.pgrst.array+json;nulls=stripped"
        : "application/json";
      return fixed(
        mime,
        stripped
          ? {
              kind: "array",
              stripNulls: true,
              contentType: `application/vnd.pgrst.array+json;nulls=stripped${CHARSET}`,
            }
          : JSON_MEDIA,
      );
    }
    case "application/vnd.pgrst.object+json":
    case "application/vnd.pgrst.object": {
      const mime = `application/vnd.pgrst.object+json${stripped ? ";nulls=stripped" : ""}`;
      return fixed(mime, {
        kind: "object",
        stripNulls: stripped,
        contentType: `${mime}${CHARSET}`,
      });
    }
    case "application/vnd.pgrst.plan":
    case "application/vnd.pgrst.plan+text":
      return decodePlan("text", params);
    case "application/vnd.pgrst.plan+json":
      return decodePlan("json", params);
    case "":
      return fixed("*/*", JSON_MEDIA);
    default:
      return fixed(type);
  }
}

function decodePlan(format: "text" | "json", params: string[]): Accepted {
  const forParam = params.find((p) => p.startsWith("for="));
  const inner = decode(
    forParam ? forParam.slice(4).replace(/^"+|"+$/g, "") : "application/json",
  );
  const listed = (
    params.find((p) => p.startsWith("options="))?.slice(8) ?? ""
  ).split("|");
  const options = PLAN_OPTIONS.filter((option) => listed.includes(option));
  const mime =
    `application/vnd.pgrst.plan+${format}; for="${inner.mime}"` +
    (options.length > 0 ? `; options=${options.join("|")}` : "");
  return {
    mime,
    media: (planEnabled) => {
      const target = planEnabled ? inner.media(false) : undefined;
      if (!target) return undefined;
      return {
        kind: "plan",
        stripNulls: false,
        contentType: `${mime}${CHARSET}`,
        plan: { format, options, for: target },
      };
    },
  };
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
