/**
 * The lexer of Go's text/template (text/template/parse/lex.go), for the syntax GoTrue's mail
 * templates use: `{{ … }}` actions with trim markers (`{{- ` and ` -}}`), `{{/* comments *\/}}`,
 * fields, identifiers, strings, numbers, parentheses and pipes. Anything else is lexed too, so
 * the parser can refuse it by name instead of misreading it.
 */
export type Item =
  | { kind: "text"; text: string; line: number }
  | {
      kind: "open" | "eof" | "dot" | "space" | "lparen" | "rparen" | "pipe";
      line: number;
    }
  | { kind: "close"; line: number; trim: boolean }
  | {
      kind: "field" | "ident" | "variable" | "declare";
      name: string;
      line: number;
    }
  | { kind: "string"; value: string; line: number }
  | { kind: "number"; text: string; line: number }
  | { kind: "other"; text: string; line: number };

export class TemplateError extends Error {}

const SPACE = /[ \t\r\n]/;
const TRIM = /^[ \t\r\n]*/;

/** Splits a template into text and action tokens, applying trim markers as Go's lexer does. */
export function lex(name: string, input: string): Item[] {
  const items: Item[] = [];
  let pos = 0;
  let line = 1;
  const fail = (message: string): never => {
    throw new TemplateError(`template: ${name}:${line}: ${message}`);
  };
  const count = (text: string) => (line += text.split("\n").length - 1);
  let trimNext = false;

  while (pos < input.length) {
    let open = input.indexOf("{{", pos);
    if (open === -1) open = input.length;
    let text = input.slice(pos, open);
    const leftTrim =
      open < input.length &&
      input[open + 2] === "-" &&
      SPACE.test(input[open + 3] ?? "");
    if (trimNext) text = text.replace(TRIM, "");
    if (leftTrim) text = text.replace(/[ \t\r\n]*$/, "");
    if (text) items.push({ kind: "text", text, line });
    count(input.slice(pos, open));
    trimNext = false;
    if (open === input.length) break;
    pos = open + (leftTrim ? 3 : 2);
    const afterSpace = pos + (input.slice(pos).match(TRIM)?.[0].length ?? 0);
    if (input.startsWith("/*", leftTrim ? afterSpace : pos)) {
      const start = leftTrim ? afterSpace : pos;
      const end = input.indexOf("*/", start + 2);
      if (end === -1) fail("unclosed comment");
      count(input.slice(pos, end));
      pos = end + 2;
      if (input.startsWith(" -}}", pos)) {
        pos += 4;
        trimNext = true;
      } else if (input.startsWith("}}", pos)) pos += 2;
      else fail("comment ends before closing delimiter");
      continue;
    }
    items.push({ kind: "open", line });
    pos = lexAction(input, pos, items, () => line, count, fail);
    const close = items[items.length - 1];
    trimNext = close?.kind === "close" && close.trim;
  }
  items.push({ kind: "eof", line });
  return items;
}

function lexAction(
  input: string,
  start: number,
  items: Item[],
  line: () => number,
  count: (text: string) => void,
  fail: (message: string) => never,
): number {
  let pos = start;
  const push = (item: Item) => items.push(item);
  for (;;) {
    if (input.startsWith("}}", pos)) {
      push({ kind: "close", line: line(), trim: false });
      return pos + 2;
    }
    const ch = input[pos];
    if (ch === undefined) fail("unclosed action");
    if (SPACE.test(ch!)) {
      if (input.startsWith("-}}", pos + 1)) {
        push({ kind: "close", line: line(), trim: true });
        return pos + 4;
      }
      // A run of spaces, ending before a right trim marker so the next turn sees it.
      let end = pos + 1;
      while (SPACE.test(input[end] ?? "") && !input.startsWith("-}}", end + 1))
        end += 1;
      count(input.slice(pos, end));
      push({ kind: "space", line: line() });
      pos = end;
      continue;
    }
    const rest = input.slice(pos);
    let match: RegExpMatchArray | null;
    if ((match = /^\.[\p{L}_][\p{L}\p{N}_]*/u.exec(rest))) {
      push({ kind: "field", name: match[0].slice(1), line: line() });
    } else if ((match = /^\$[\p{L}\p{N}_]*/u.exec(rest))) {
      push({ kind: "variable", name: match[0], line: line() });
    } else if (
      (match =
        /^[+-]?(?:0[xX][\da-fA-F_]+|0[bB][01_]+|0[oO][0-7_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:[eE][+-]?\d+)?)i?/.exec(
          rest,
        )) &&
      /^[+-]?\.?\d/.test(rest)
    ) {
      push({ kind: "number", text: match[0], line: line() });
    } else if ((match = /^\./.exec(rest))) {
      push({ kind: "dot", line: line() });
    } else if ((match = /^[\p{L}_][\p{L}\p{N}_]*/u.exec(rest))) {
      push({ kind: "ident", name: match[0], line: line() });
    } else if ((match = /^"(?:[^"\\\n]|\\.)*"/.exec(rest))) {
      push({ kind: "string", value: unquote(match[0], fail), line: line() });
    } else if ((match = /^`[^`]*`/.exec(rest))) {
      count(match[0]);
      push({
        kind: "string",
        value: match[0].slice(1, -1).replace(/\r/g, ""),
        line: line(),
      });
    } else if ((match = /^:=|^=/.exec(rest))) {
      push({ kind: "declare", name: match[0], line: line() });
    } else if ((match = /^[()|]/.exec(rest))) {
      const kind = { "(": "lparen", ")": "rparen", "|": "pipe" }[
        match[0]
      ] as "lparen";
      push({ kind, line: line() });
    } else {
      match = [rest.slice(0, 1)] as unknown as RegExpMatchArray;
      if (match[0] === '"') fail("unterminated quoted string");
      push({ kind: "other", text: match[0], line: line() });
    }
    pos += match[0].length;
  }
}

const ESCAPES: Record<string, string> = {
  a: "\x07",
  b: "\b",
  f: "\f",
  n: "\n",
  r: "\r",
  t: "\t",
  v: "\v",
  "\\": "\\",
  '"': '"',
  "'": "'",
};

/** strconv.Unquote for double-quoted Go strings. */
function unquote(quoted: string, fail: (message: string) => never): string {
  return quoted
    .slice(1, -1)
    .replace(
      /\\(?:([abfnrtv\\"'])|x([\da-fA-F]{2})|u([\da-fA-F]{4})|U([\da-fA-F]{8})|([0-7]{3})|(.))/g,
      (_, simple, hex, u4, u8, octal, bad) => {
        if (simple) return ESCAPES[simple]!;
        if (hex) return String.fromCharCode(parseInt(hex, 16));
        if (u4 || u8) return String.fromCodePoint(parseInt(u4 ?? u8, 16));
        if (octal) return String.fromCharCode(parseInt(octal, 8));
        return fail(`invalid syntax in string: \\${bad}`);
      },
    );
}

/** An action token as written, for messages. */
export function tokenText(item: Item): string {
  switch (item.kind) {
    case "field":
      return `.${item.name}`;
    case "string":
      return JSON.stringify(item.value);
    case "dot":
      return ".";
    case "lparen":
      return "(";
    case "rparen":
      return ")";
    case "pipe":
      return "|";
    default:
      return "name" in item ? item.name : "text" in item ? item.text : "";
  }
}
