import { TemplateError } from "./go-lexer.ts";
import type { ActionNode, Node } from "./go-parser.ts";
import type { Escaper } from "./html-escapers.ts";
import {
  ATTR_START,
  contextAfterText,
  TEXT,
  type Context,
} from "./html-transitions.ts";

/**
 * html/template's contextual autoescaping (escape.go, transition.go, context.go) for HTML text,
 * tags, attributes (plain, URL and unquoted), RCDATA (<title>, <textarea>) and comments: it walks
 * the template as a browser would parse it, gives each action the escapers Go appends in its
 * context, drops HTML comments and turns stray `<` in text into `&lt;`, as Go rewrites text.
 * Actions in JavaScript, CSS, srcset or tag-name positions, and <script>/<style> elements, are
 * refused rather than escaped differently from Go.
 */

const eqContext = (a: Context, b: Context) =>
  a.state === b.state &&
  a.delim === b.delim &&
  a.urlPart === b.urlPart &&
  a.attr === b.attr &&
  a.element === b.element;

/** Rewrites `nodes` in place for template `name`; the template must end in a text context, as Go requires. */
export function escapeTemplate(name: string, nodes: Node[]): void {
  const fail = (line: number, message: string): never => {
    throw new TemplateError(`html/template:${name}:${line}: ${message}`);
  };
  const end = escapeList(TEXT, nodes, fail);
  if (end.state !== "text")
    fail(0, `ends in a non-text context: {${end.state}}`);
}

type Fail = (line: number, message: string) => never;

function escapeList(c: Context, nodes: Node[], fail: Fail): Context {
  for (const node of nodes) {
    if (node.type === "text") {
      const [text, after] = escapeText(c, node.text, (m) => fail(node.line, m));
      node.text = text;
      c = after;
    } else if (node.type === "action") c = escapeAction(c, node, fail);
    else {
      const a = escapeList(c, node.list, fail);
      const b = escapeList(c, node.elseList ?? [], fail);
      c = join(a, b, () =>
        fail(
          node.line,
          `{{if}} branches end in different contexts: {${a.state}}, {${b.state}}`,
        ),
      );
    }
  }
  return c;
}

function join(a: Context, b: Context, fail: () => never): Context {
  if (eqContext(a, b)) return a;
  if (eqContext({ ...a, urlPart: b.urlPart }, b))
    return { ...a, urlPart: "unknown" };
  const na = nudge(a);
  const nb = nudge(b);
  if (!(eqContext(na, a) && eqContext(nb, b))) return join(na, nb, fail);
  return fail();
}

function nudge(c: Context): Context {
  if (c.state === "tag") return { ...c, state: "attrName" };
  if (c.state === "beforeValue")
    return { ...c, state: ATTR_START[c.attr], delim: "space", attr: "none" };
  if (c.state === "afterName") return { ...c, state: "attrName", attr: "none" };
  return c;
}

function escapeAction(c: Context, node: ActionNode, fail: Fail): Context {
  c = nudge(c);
  const escapers: Escaper[] = [];
  const refuse = (where: string): never =>
    fail(
      node.line,
      `{{${node.source}}} appears in ${where}, which the local runtime's template renderer does not support`,
    );
  switch (c.state) {
    case "url":
      if (c.urlPart === "unknown")
        fail(
          node.line,
          `{{${node.source}}} appears in an ambiguous context within a URL`,
        );
      if (c.urlPart === "none") escapers.push("urlfilter");
      escapers.push(
        c.urlPart === "queryOrFrag" ? "urlescaper" : "urlnormalizer",
      );
      break;
    case "text":
      escapers.push("html");
      break;
    case "rcdata":
      escapers.push("rcdata");
      break;
    case "htmlCmt":
      escapers.push("comment");
      break;
    case "attr":
      break;
    case "js":
    case "raw":
      return refuse("JavaScript");
    case "css":
      return refuse("CSS");
    case "srcset":
      return refuse("a srcset attribute");
    default:
      return refuse("a tag or attribute name");
  }
  if (c.delim === "space") escapers.push("nospace");
  else if (c.delim !== "none") escapers.push("attr");
  node.escapers = escapers;
  return c;
}

/** escape.go's escapeText: returns the rewritten text and the context after it. */
function escapeText(
  c: Context,
  s: string,
  fail: (m: string) => never,
): [string, Context] {
  let out = "";
  let written = 0;
  let i = 0;
  while (i < s.length) {
    const [c1, n] = contextAfterText(c, s.slice(i), fail);
    const i1 = i + n;
    if (c.state === "text" || c.state === "rcdata") {
      let end = i1;
      const lt = s.lastIndexOf("<", i1 - 1);
      if (c1.state !== c.state && lt >= i) end = lt;
      for (let j = i; j < end; j += 1) {
        if (s[j] === "<" && !s.slice(j).toUpperCase().startsWith("<!DOCTYPE")) {
          out += `${s.slice(written, j)}&lt;`;
          written = j + 1;
        }
      }
    } else if (c.state === "htmlCmt") written = i1;
    if (c.state !== c1.state && c1.state === "htmlCmt") {
      out += s.slice(written, i1 - 4);
      written = i1;
    }
    c = c1;
    i = i1;
  }
  if (written === 0) return [s, c];
  if (c.state !== "htmlCmt") out += s.slice(written);
  return [out, c];
}
