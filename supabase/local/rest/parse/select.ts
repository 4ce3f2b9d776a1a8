import { Scanner, type Field } from "./scanner.ts";

export type SelectItem =
  | { kind: "star" }
  | {
      kind: "column";
      field: Field;
      alias?: string;
      /** Cast of the value (for an aggregate, of its input). */
      cast?: string;
      /** `col.sum()`, `count()`: see ../aggregates.ts. */
      aggregate?: { fn: AggregateFunction; cast?: string };
    }
  | {
      kind: "embed";
      name: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      items: SelectItem[];
    };

// A cast is spliced into SQL, so only a plain type name (or one of the multi-word built-ins) passes.
const CAST =
  /^(?:[A-Za-z_][A-Za-z0-9_]*|double precision|character varying|bit varying|time(?:stamp)? with(?:out)? time zone)(?:\[\])?$/;

export type EmbedItem = Extract<SelectItem, { kind: "embed" }>;
export type ColumnItem = Extract<SelectItem, { kind: "column" }>;

export const AGGREGATE_FUNCTIONS = [
  "sum",
  "avg",
  "count",
  "max",
  "min",
] as const;
export type AggregateFunction = (typeof AGGREGATE_FUNCTIONS)[number];

/** `count()` counts rows, with no column: its field is the whole row. */
export const WHOLE_ROW = "*";

/** Parses `select=` (`*`, `alias:col->a::text`, `alias:rel!hint!inner(…)`, `...rel(…)`). */
export function parseSelect(text: string): SelectItem[] {
  const s = new Scanner(text, "select parameter");
  if (text === "") return [{ kind: "star" }];
  const items = parseItems(s);
  if (!s.done) throw s.fail('expecting "," or end of input');
  return items;
}

function parseItems(s: Scanner): SelectItem[] {
  const items: SelectItem[] = [];
  if (s.startsWith(")")) return items;
  do items.push(parseItem(s));
  while (s.eat(","));
  return items;
}

function parseItem(s: Scanner): SelectItem {
  if (s.eat("*")) return { kind: "star" };
  if (s.eat("...")) return parseEmbed(s, s.fieldName(), undefined, true);
  let name = s.fieldName();
  let alias: string | undefined;
  if (s.startsWith(":") && !s.startsWith("::")) {
    s.pos++;
    alias = name;
    name = s.fieldName();
  }
  // As PostgREST's grammar: `count()` is the row-count aggregate, never an embedded resource.
  if (name === "count" && s.startsWith("(")) {
    s.pos++;
    s.expect(")");
    const field = { name: WHOLE_ROW, json: [] };
    return { kind: "column", field, alias, aggregate: aggregate(s, "count") };
  }
  if (s.startsWith("!") || s.startsWith("("))
    return parseEmbed(s, name, alias, false);
  const field = { name, json: s.jsonPath() };
  const cast = s.eat("::") ? parseCast(s) : undefined;
  if (!s.startsWith(".")) return { kind: "column", field, alias, cast };
  s.pos++;
  const fn = AGGREGATE_FUNCTIONS.find((candidate) =>
    s.startsWith(`${candidate}()`),
  );
  // Worded as PostgREST's parser words it (its choice of sum, avg, count, max, min).
  if (!fn) throw s.fail('expecting "sum", "avg", "count", "max" or "min"');
  s.pos += fn.length + 2;
  return { kind: "column", field, alias, cast, aggregate: aggregate(s, fn) };
}

/** The function, and the cast of its result (`amount.avg()::int`). */
function aggregate(
  s: Scanner,
  fn: AggregateFunction,
): { fn: AggregateFunction; cast?: string } {
  return s.eat("::") ? { fn, cast: parseCast(s) } : { fn };
}

function parseCast(s: Scanner): string {
  const start = s.pos;
  const cast = s.until(",).").trim();
  if (!CAST.test(cast)) {
    s.pos = start;
    throw s.fail("expecting a type name");
  }
  return cast;
}

function parseEmbed(
  s: Scanner,
  name: string,
  alias: string | undefined,
  spread: boolean,
): SelectItem {
  let hint: string | undefined;
  let inner = false;
  while (s.eat("!")) {
    const param = s.fieldName();
    if (param === "inner") inner = true;
    else if (param !== "left") hint = param;
  }
  s.expect("(");
  const items = parseItems(s);
  s.expect(")");
  return { kind: "embed", name, alias, hint, inner, spread, items };
}
