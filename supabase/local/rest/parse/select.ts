import { Scanner, type Field } from "./scanner.ts";

export type SelectItem =
  | { kind: "star" }
  | { kind: "column"; field: Field; alias?: string; cast?: string }
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
  if (s.startsWith("!") || s.startsWith("("))
    return parseEmbed(s, name, alias, false);
  const field = { name, json: s.jsonPath() };
  let cast: string | undefined;
  if (s.eat("::")) {
    const start = s.pos;
    cast = s.until(",)").trim();
    if (!CAST.test(cast)) {
      s.pos = start;
      throw s.fail("expecting a type name");
    }
  }
  return { kind: "column", field, alias, cast };
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
