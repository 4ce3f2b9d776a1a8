import { Scanner, type Field } from "./scanner.ts";

export const COMPARISON_OPERATORS: Record<string, string> = {
  eq: "=",
  neq: "<>",
  gt: ">",
  gte: ">=",
  lt: "<",
  lte: "<=",
  like: "like",
  ilike: "ilike",
  match: "~",
  imatch: "~*",
  cs: "@>",
  cd: "<@",
  ov: "&&",
  sl: "<<",
  sr: ">>",
  nxr: "&<",
  nxl: "&>",
  adj: "-|-",
  isdistinct: "is distinct from",
};
export const TEXT_SEARCH_FUNCTIONS: Record<string, string> = {
  fts: "to_tsquery",
  plfts: "plainto_tsquery",
  phfts: "phraseto_tsquery",
  wfts: "websearch_to_tsquery",
};
const QUANTIFIABLE = new Set([
  "eq",
  "neq",
  "gt",
  "gte",
  "lt",
  "lte",
  "like",
  "ilike",
  "match",
  "imatch",
]);
const TRILEAN = new Set(["null", "true", "false", "unknown"]);

export interface Condition {
  kind: "condition";
  field: Field;
  negate: boolean;
  operator: string;
  /** `any`/`all` for `eq(any)`, or the text search configuration for `fts(english)`. */
  modifier?: string;
  value: string;
  list?: string[];
}

export interface LogicTree {
  kind: "logic";
  operator: "and" | "or";
  negate: boolean;
  children: Filter[];
}

export type Filter = Condition | LogicTree;

/** `eq.5`, `not.in.(1,2)`, `fts(english).cat` — the value of a plain `col=…` parameter. */
export function parseFilter(field: Field, value: string): Condition {
  const s = new Scanner(value, "filter");
  const condition = parseOperation(s, field, false);
  if (!s.done) throw s.fail("expecting end of input");
  return condition;
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`; `operator` comes from the key (`or`, `not.and`, …). */
export function parseLogic(
  operator: "and" | "or",
  negate: boolean,
  value: string,
): LogicTree {
  const s = new Scanner(`${operator}${value}`, "logic tree");
  s.pos = operator.length;
  const tree = parseGroup(s, operator, negate);
  if (!s.done) throw s.fail("expecting end of input");
  return tree;
}

function parseGroup(
  s: Scanner,
  operator: "and" | "or",
  negate: boolean,
): LogicTree {
  s.expect("(");
  const children: Filter[] = [];
  do children.push(parseLogicItem(s));
  while (s.eat(","));
  s.expect(")");
  return { kind: "logic", operator, negate, children };
}

function parseLogicItem(s: Scanner): Filter {
  const start = s.pos;
  const negate = s.eat("not.");
  for (const operator of ["and", "or"] as const) {
    if (s.startsWith(`${operator}(`)) {
      s.pos += operator.length;
      return parseGroup(s, operator, negate);
    }
  }
  s.pos = start;
  const field = s.field();
  s.expect(".");
  return parseOperation(s, field, true);
}

function parseOperation(
  s: Scanner,
  field: Field,
  delimited: boolean,
): Condition {
  const negate = s.eat("not.");
  const token = s.until(".");
  const [, operator = "", modifier] =
    /^([a-z]+)(?:\(([^)]*)\))?$/.exec(token) ?? [];
  if (!s.eat(".")) throw s.fail("expecting delimiter (.)");
  const base = {
    kind: "condition" as const,
    field,
    negate,
    operator,
    modifier,
  };
  if (operator === "in" && modifier === undefined)
    return { ...base, value: "", list: parseList(s) };
  if (operator === "is" && modifier === undefined) {
    const value = (delimited ? s.until(",)") : s.until("")).toLowerCase();
    if (!TRILEAN.has(value))
      throw s.fail("expecting null or trilean value (unknown, true, false)");
    return { ...base, value };
  }
  const known =
    (operator in COMPARISON_OPERATORS &&
      (modifier === undefined ||
        (QUANTIFIABLE.has(operator) && /^(any|all)$/.test(modifier)))) ||
    (operator in TEXT_SEARCH_FUNCTIONS &&
      (modifier === undefined || /^[\p{L}\p{N}_ $]+$/u.test(modifier)));
  if (!known) {
    const kind = operator in TEXT_SEARCH_FUNCTIONS ? "fts" : "single value";
    throw s.error(`unknown ${kind} operator ${token}`);
  }
  return { ...base, value: delimited ? logicValue(s) : s.until("") };
}

function parseList(s: Scanner): string[] {
  s.expect("(");
  const items: string[] = [];
  if (s.eat(")")) return items;
  do items.push(s.startsWith('"') ? s.quoted() : s.until(",)"));
  while (s.eat(","));
  s.expect(")");
  return items;
}

function logicValue(s: Scanner): string {
  if (s.startsWith('"')) return s.quoted();
  if (s.startsWith("{")) {
    const start = s.pos;
    s.until("}");
    s.expect("}");
    return s.text.slice(start, s.pos);
  }
  return s.until(",)");
}
