import {
  show,
  type Arg,
  type Command,
  type IfNode,
  type Node,
} from "./go-ast.ts";
import { lex, TemplateError, tokenText, type Item } from "./go-lexer.ts";

export type { ActionNode, Arg, Command, Node } from "./go-ast.ts";

/** text/template's builtins; only these are implemented here, the rest are refused at parse time. */
export const SUPPORTED_FUNCTIONS = new Set(["and", "or", "not", "eq", "ne"]);
const GO_BUILTINS = new Set([
  ...SUPPORTED_FUNCTIONS,
  "call",
  "html",
  "index",
  "slice",
  "js",
  "len",
  "print",
  "printf",
  "println",
  "urlquery",
  "ge",
  "gt",
  "le",
  "lt",
]);
const UNSUPPORTED_KEYWORDS = new Set([
  "range",
  "with",
  "define",
  "template",
  "block",
  "break",
  "continue",
]);

type Terminator = "eof" | "else" | "end";

/** Parses `input` as template `name`, refusing (with Go's wording where Go refuses too) what is not supported. */
export function parse(name: string, input: string): Node[] {
  const items = lex(name, input);
  let at = 0;
  let line = 1;
  const fail = (message: string): never => {
    throw new TemplateError(`template: ${name}:${line}: ${message}`);
  };
  const next = (): Item => {
    const item = items[at++] ?? items[items.length - 1]!;
    line = item.line;
    return item;
  };
  const peek = () => items[at]!;
  const skipSpace = () => {
    while (peek().kind === "space") next();
  };
  const describe = (item: Item) =>
    "name" in item ? item.name : "text" in item ? item.text : item.kind;

  function list(): { nodes: Node[]; end: Terminator; elseIf: boolean } {
    const nodes: Node[] = [];
    for (;;) {
      const item = next();
      if (item.kind === "eof") return { nodes, end: "eof", elseIf: false };
      if (item.kind === "text") {
        nodes.push({ type: "text", text: item.text, line: item.line });
        continue;
      }
      skipSpace();
      const head = peek();
      if (
        head.kind === "ident" &&
        (head.name === "else" || head.name === "end")
      ) {
        next();
        skipSpace();
        if (
          head.name === "else" &&
          peek().kind === "ident" &&
          (peek() as { name: string }).name === "if"
        ) {
          next();
          return { nodes, end: "else", elseIf: true };
        }
        expectClose(`{{${head.name}}}`);
        return { nodes, end: head.name, elseIf: false };
      }
      if (head.kind === "ident" && head.name === "if") {
        next();
        nodes.push(ifNode(item.line));
        continue;
      }
      if (head.kind === "ident" && UNSUPPORTED_KEYWORDS.has(head.name))
        fail(
          `{{${head.name}}} is not supported by the local runtime's template renderer`,
        );
      const start = at;
      const cmds = pipeline("command");
      nodes.push({
        type: "action",
        pipe: cmds,
        line: item.line,
        source: sourceOf(start),
        escapers: [],
      });
    }
  }

  function ifNode(ifLine: number): IfNode {
    const start = at;
    const cmds = pipeline("if");
    const source = sourceOf(start);
    const body = list();
    if (body.end === "eof") fail("unexpected EOF");
    let elseList: Node[] | null = null;
    if (body.end === "else" && body.elseIf) {
      elseList = [ifNode(line)];
    } else if (body.end === "else") {
      const rest = list();
      if (rest.end !== "end")
        fail(
          rest.end === "eof"
            ? "unexpected EOF"
            : "expected end; found {{else}}",
        );
      elseList = rest.nodes;
    }
    return {
      type: "if",
      pipe: cmds,
      line: ifLine,
      source,
      list: body.nodes,
      elseList,
    };
  }

  function expectClose(context: string) {
    skipSpace();
    const item = next();
    if (item.kind !== "close")
      fail(`unexpected ${describe(item)} in ${context}`);
  }

  /** A pipeline up to the action's closing `}}` (or `)` when nested). */
  function pipeline(context: string, nested = false): Command[] {
    const cmds: Command[] = [];
    for (;;) {
      skipSpace();
      const head = peek();
      if (head.kind === "variable" || head.kind === "declare")
        fail(
          "template variables are not supported by the local runtime's template renderer",
        );
      const args: Arg[] = [];
      for (;;) {
        skipSpace();
        const item = peek();
        if (
          item.kind === "close" ||
          item.kind === "pipe" ||
          item.kind === "rparen" ||
          item.kind === "eof"
        )
          break;
        args.push(operand());
      }
      if (!args.length) fail(`missing value for ${context}`);
      if (args[0]!.type === "nil") fail("nil is not a command");
      if (args.length > 1 && args[0]!.type !== "function")
        fail(`can't give argument to non-function ${show(args[0]!)}`);
      cmds.push({ args });
      const end = next();
      if (end.kind === "pipe") continue;
      if (nested && end.kind !== "rparen") fail("unclosed left paren");
      if (!nested && end.kind !== "close")
        fail(`unexpected ${describe(end)} in ${context}`);
      return cmds;
    }
  }

  function operand(): Arg {
    const item = next();
    let arg: Arg;
    switch (item.kind) {
      case "field": {
        const path = [item.name];
        while (peek().kind === "field")
          path.push((next() as { name: string }).name);
        return { type: "field", path };
      }
      case "dot":
        arg = { type: "dot" };
        break;
      case "string":
        arg = { type: "string", value: item.value };
        break;
      case "number":
        arg = { type: "number", text: item.text };
        break;
      case "lparen":
        arg = { type: "pipe", pipe: pipeline("parenthesized pipeline", true) };
        break;
      case "ident":
        if (item.name === "true" || item.name === "false")
          arg = { type: "bool", value: item.name === "true" };
        else if (item.name === "nil") arg = { type: "nil" };
        else if (!GO_BUILTINS.has(item.name))
          return fail(`function "${item.name}" not defined`);
        else if (!SUPPORTED_FUNCTIONS.has(item.name))
          return fail(
            `function "${item.name}" is not supported by the local runtime's template renderer`,
          );
        else arg = { type: "function", name: item.name };
        break;
      default:
        return fail(`unexpected ${describe(item)} in operand`);
    }
    if (peek().kind === "field")
      fail(
        "field chains on a non-field operand are not supported by the local runtime's template renderer",
      );
    return arg;
  }

  function sourceOf(start: number): string {
    return items
      .slice(start, at - 1)
      .map((item) => (item.kind === "space" ? " " : tokenText(item)))
      .join("")
      .trim();
  }

  const { nodes, end } = list();
  if (end !== "eof") fail(`unexpected {{${end}}}`);
  return nodes;
}
