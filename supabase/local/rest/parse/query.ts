import { parseError } from "../errors.ts";
import {
  COMPARISON_OPERATORS,
  parseFilter,
  parseLogic,
  TEXT_SEARCH_FUNCTIONS,
  type Filter,
} from "./filter.ts";
import { parseOrder, type OrderTerm } from "./order.ts";
import { Scanner } from "./scanner.ts";
import { parseSelect, type SelectItem } from "./select.ts";

/** What the query string asks of one level of the response: the root or an embed path. */
export interface LevelQuery {
  filters: Filter[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  /** Keyed by embed path joined with '.', '' for the root. */
  levels: Map<string, LevelQuery>;
  columns?: string[];
  onConflict?: string[];
  /** Root parameters without an operator: the arguments of a GET/HEAD rpc call. */
  plainParams: Map<string, string>;
}

const RESERVED = new Set(["select", "columns", "on_conflict", "apikey"]);
const EMBEDDABLE = new Set(["order", "limit", "offset", "and", "or"]);

export const pathKey = (path: string[]) => path.join(".");

export function parseQuery(params: URLSearchParams): ParsedQuery {
  const parsed: ParsedQuery = {
    select: parseSelect(params.get("select") ?? "*"),
    levels: new Map(),
    plainParams: new Map(),
  };
  const level = (path: string[]) => {
    const key = pathKey(path);
    let found = parsed.levels.get(key);
    if (!found) parsed.levels.set(key, (found = { filters: [] }));
    return found;
  };
  const columns = params.get("columns");
  if (columns) parsed.columns = parseColumnList(columns, "columns parameter");
  const onConflict = params.get("on_conflict");
  if (onConflict)
    parsed.onConflict = parseColumnList(onConflict, "on_conflict parameter");

  for (const [key, value] of params) {
    if (RESERVED.has(key) || value === "") continue;
    if (!key.includes(".") && !EMBEDDABLE.has(key) && !looksLikeFilter(value)) {
      // Not a filter: an rpc argument, or something (a cache buster…) a table read ignores.
      parsed.plainParams.set(key, value);
      continue;
    }
    const { segments, json } = parseKey(key);
    const last = segments.at(-1)!;
    const parents = segments.slice(0, -1);
    if (
      json.length === 0 &&
      (last === "order" || last === "limit" || last === "offset")
    ) {
      if (last === "order") level(parents).order = parseOrder(value);
      else {
        const n = Number(value);
        if (Number.isInteger(n) && n >= 0) level(parents)[last] = n;
      }
    } else if (json.length === 0 && (last === "and" || last === "or")) {
      const negate = parents.at(-1) === "not";
      level(negate ? parents.slice(0, -1) : parents).filters.push(
        parseLogic(last, negate, value),
      );
    } else {
      level(parents).filters.push(parseFilter({ name: last, json }, value));
    }
  }
  return parsed;
}

function parseKey(key: string) {
  const s = new Scanner(key, "tree path");
  const segments = [s.fieldName()];
  while (s.eat(".")) segments.push(s.fieldName());
  const json = s.jsonPath();
  if (!s.done) throw s.fail("expecting delimiter (.) or end of input");
  return { segments, json };
}

/** PostgREST's rule for telling a root filter (`eq.1`) from an rpc argument (`1`). */
function looksLikeFilter(value: string): boolean {
  const parts = value.split(".");
  const head = parts[0]!;
  if (head === "not") return parts.length > 1;
  if (head === "is" || head === "in") return true;
  const operator = head.replace(/\(.*$/, "");
  return operator in COMPARISON_OPERATORS || operator in TEXT_SEARCH_FUNCTIONS;
}

function parseColumnList(text: string, what: string): string[] {
  const s = new Scanner(text, what);
  const names: string[] = [];
  do names.push(s.fieldName());
  while (s.eat(","));
  if (!s.done)
    throw parseError(
      what,
      text,
      'unexpected input, expecting "," or end of input',
      s.pos + 1,
    );
  return names;
}
