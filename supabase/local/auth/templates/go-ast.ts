import type { Escaper } from "./html-escapers.ts";

/** The parse tree of the supported subset of text/template (text/template/parse/node.go). */
export type Node = TextNode | ActionNode | IfNode;
export interface TextNode {
  type: "text";
  text: string;
  line: number;
}
export interface ActionNode {
  type: "action";
  pipe: Command[];
  line: number;
  /** The action's source, for Go's "executing … at <…>" messages. */
  source: string;
  /** The contextual escapers html/template appends (set by html-context.ts). */
  escapers: Escaper[];
}
export interface IfNode {
  type: "if";
  pipe: Command[];
  line: number;
  source: string;
  list: Node[];
  elseList: Node[] | null;
}
export interface Command {
  args: Arg[];
}
export type Arg =
  | { type: "field"; path: string[] }
  | { type: "dot" }
  | { type: "string"; value: string }
  | { type: "number"; text: string }
  | { type: "bool"; value: boolean }
  | { type: "nil" }
  | { type: "function"; name: string }
  | { type: "pipe"; pipe: Command[] };

/** An argument as written, for messages. */
export function show(arg: Arg): string {
  switch (arg.type) {
    case "field":
      return `.${arg.path.join(".")}`;
    case "dot":
      return ".";
    case "string":
      return JSON.stringify(arg.value);
    case "number":
      return arg.text;
    case "bool":
      return String(arg.value);
    case "nil":
      return "nil";
    case "function":
      return arg.name;
    case "pipe":
      return `(${arg.pipe.map((c) => c.args.map(show).join(" ")).join(" | ")})`;
  }
}
