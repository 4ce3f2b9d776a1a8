import { TemplateError } from "./go-lexer.ts";
import type { Arg, Command, Node } from "./go-parser.ts";
import {
  ComparisonError,
  eq,
  isTrue,
  MISSING,
  numberConstant,
  sprint,
  type GoValue,
} from "./go-values.ts";
import { applyEscaper } from "./html-escapers.ts";

/** text/template's execution (exec.go) of the parsed subset, with the escapers html/template added. */
export function execute(name: string, nodes: Node[], data: GoValue): string {
  let out = "";
  let at = { line: 0, source: "" };
  const fail = (message: string): never => {
    throw new TemplateError(
      `template: ${name}:${at.line}: executing "${name}" at <${at.source}>: ${message}`,
    );
  };

  const walk = (list: Node[]) => {
    for (const node of list) {
      if (node.type === "text") {
        out += node.text;
        continue;
      }
      at = node;
      const value = pipeline(node.pipe);
      if (node.type === "if") {
        walk(isTrue(value) ? node.list : (node.elseList ?? []));
        continue;
      }
      let printed = sprint(value);
      for (const [i, escaper] of node.escapers.entries())
        printed = applyEscaper(escaper, i === 0 ? value : printed);
      out += printed;
    }
  };

  const pipeline = (cmds: Command[]): GoValue => {
    let final: GoValue | undefined;
    for (const cmd of cmds) final = command(cmd, final);
    return final!;
  };

  const command = (cmd: Command, final: GoValue | undefined): GoValue => {
    const [head, ...rest] = cmd.args;
    if (head!.type === "function") {
      const args = rest.map((arg) => () => evaluate(arg));
      if (final !== undefined) args.push(() => final);
      return call(head!.name, args);
    }
    if (final !== undefined) fail("can't give argument to non-function");
    return evaluate(head!);
  };

  const evaluate = (arg: Arg): GoValue => {
    switch (arg.type) {
      case "field":
        return field(data, arg.path);
      case "dot":
        return data;
      case "string":
        return arg.value;
      case "number":
        return numberConstant(arg.text);
      case "bool":
        return arg.value;
      case "nil":
        return fail("nil is not a command");
      case "pipe":
        return pipeline(arg.pipe);
      case "function":
        return call(arg.name, []);
    }
  };

  const field = (dot: GoValue, path: string[]): GoValue => {
    let receiver = dot;
    for (const key of path) {
      if (receiver === MISSING) return MISSING;
      if (receiver === null) fail(`nil pointer evaluating interface {}.${key}`);
      if (typeof receiver !== "object" || Array.isArray(receiver))
        fail(`can't evaluate field ${key} in type interface {}`);
      const map = receiver as Record<string, GoValue>;
      receiver = Object.hasOwn(map, key) ? map[key]! : MISSING;
    }
    return receiver;
  };

  const call = (fn: string, args: (() => GoValue)[]): GoValue => {
    const want = (n: number, atLeast = false) => {
      if (atLeast ? args.length < n : args.length !== n)
        fail(
          `wrong number of args for ${fn}: want ${atLeast ? "at least " : ""}${n} got ${args.length}`,
        );
    };
    try {
      switch (fn) {
        case "and":
        case "or": {
          want(1, true);
          let value: GoValue = MISSING;
          for (const arg of args) {
            value = arg();
            if (isTrue(value) === (fn === "or")) return value;
          }
          return value;
        }
        case "not":
          want(1);
          return !isTrue(args[0]!());
        case "ne":
          want(2);
          return !eq(args[0]!(), args[1]!());
        default:
          want(1, true);
          return eq(args[0]!(), ...args.slice(1).map((arg) => arg()));
      }
    } catch (error) {
      if (error instanceof ComparisonError)
        fail(`error calling ${fn}: ${error.message}`);
      throw error;
    }
  };

  walk(nodes);
  return out;
}
