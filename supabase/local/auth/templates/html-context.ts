import { TemplateError } from "./go-lexer.ts";
import type { ActionNode, Node } from "./go-parser.ts";
import type { Escaper } from "./html-escapers.ts";

/**
 * html/template's contextual autoescaping (escape.go, transition.go, context.go) for HTML text,
 * tags, attributes (plain, URL and unquoted), RCDATA (<title>, <textarea>) and comments: it walks
 * the template as a browser would parse it, gives each action the escapers Go appends in its
 * context, drops HTML comments and turns stray `<` in text into `&lt;`, as Go rewrites text.
 * Actions in JavaScript, CSS, srcset or tag-name positions, and <script>/<style> elements, are
 * refused rather than escaped differently from Go.
 */
type State =
  | "text"
  | "tag"
  | "attrName"
  | "afterName"
  | "beforeValue"
  | "htmlCmt"
  | "rcdata"
  | "attr"
  | "url"
  | "js"
  | "css"
  | "srcset"
  | "raw";
type Delim = "none" | "double" | "single" | "space";
type UrlPart = "none" | "preQuery" | "queryOrFrag" | "unknown";
type AttrKind = "none" | "url" | "js" | "css" | "srcset";
type Element = "none" | "title" | "textarea" | "script" | "style";
interface Context {
  state: State;
  delim: Delim;
  urlPart: UrlPart;
  attr: AttrKind;
  element: Element;
}

const TEXT: Context = {
  state: "text",
  delim: "none",
  urlPart: "none",
  attr: "none",
  element: "none",
};
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

const ATTR_START: Record<AttrKind, State> = {
  none: "attr",
  url: "url",
  js: "js",
  css: "css",
  srcset: "srcset",
};

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

const DELIM_ENDS: Record<Exclude<Delim, "none">, RegExp> = {
  double: /"/,
  single: /'/,
  space: /[ \t\n\f\r>]/,
};

function contextAfterText(
  c: Context,
  s: string,
  fail: (m: string) => never,
): [Context, number] {
  if (c.delim === "none") {
    if (c.element !== "none" && (c.state === "rcdata" || c.state === "raw")) {
      const end = indexTagEnd(s, c.element);
      if (end === 0) return [TEXT, 0];
      if (end > 0) return [c, end];
      return [c, s.length];
    }
    return transition(c, s, fail);
  }
  const found = s.search(DELIM_ENDS[c.delim]);
  const i = found === -1 ? s.length : found;
  if (c.delim === "space") {
    const bad = /["'<=`]/.exec(s.slice(0, i));
    if (bad)
      fail(
        `${JSON.stringify(bad[0])} in unquoted attr: ${JSON.stringify(s.slice(0, i))}`,
      );
  }
  if (i === s.length) {
    if (c.state === "url" && c.urlPart !== "queryOrFrag") {
      const value = decodeEntities(s);
      if (/[#?]/.test(value)) c = { ...c, urlPart: "queryOrFrag" };
      else if (/[^ \t\n\f\r]/.test(value) && c.urlPart === "none")
        c = { ...c, urlPart: "preQuery" };
    }
    return [c, s.length];
  }
  return [
    { ...TEXT, state: "tag", element: c.element },
    c.delim === "space" ? i : i + 1,
  ];
}

/** The transition functions of the states outside attribute values. */
function transition(
  c: Context,
  s: string,
  fail: (m: string) => never,
): [Context, number] {
  switch (c.state) {
    case "text": {
      for (let k = 0; ;) {
        const i = s.indexOf("<", k);
        if (i === -1 || i + 1 === s.length) return [c, s.length];
        if (s.startsWith("<!--", i))
          return [{ ...TEXT, state: "htmlCmt" }, i + 4];
        let j = i + 1;
        const end = s[j] === "/";
        if (end) {
          if (j + 1 === s.length) return [c, s.length];
          j += 1;
        }
        const name = /^[A-Za-z](?:[A-Za-z0-9]|[:-][A-Za-z0-9])*/.exec(
          s.slice(j),
        )?.[0];
        if (name) {
          const element = end ? "none" : elementOf(name.toLowerCase());
          return [{ ...TEXT, state: "tag", element }, j + name.length];
        }
        k = j;
      }
    }
    case "tag": {
      const i = s.search(/[^ \t\n\f\r]|$/);
      if (i === s.length) return [c, s.length];
      if (s[i] === ">") {
        if (c.element === "script" || c.element === "style")
          fail(
            `<${c.element}> elements are not supported by the local runtime's template renderer; use inline styles`,
          );
        return [
          {
            ...TEXT,
            state: c.element === "none" ? "text" : "rcdata",
            element: c.element,
          },
          i + 1,
        ];
      }
      const j = eatAttrName(s, i, fail);
      if (i === j)
        fail(
          `expected space, attr name, or end of tag, but got ${JSON.stringify(s.slice(i))}`,
        );
      const attr = attrKind(s.slice(i, j).toLowerCase());
      return [
        { ...c, state: j === s.length ? "attrName" : "afterName", attr },
        j,
      ];
    }
    case "attrName": {
      const i = eatAttrName(s, 0, fail);
      return [i !== s.length ? { ...c, state: "afterName" } : c, i];
    }
    case "afterName": {
      const i = s.search(/[^ \t\n\f\r]|$/);
      if (i === s.length) return [c, s.length];
      if (s[i] !== "=") return [{ ...c, state: "tag" }, i];
      return [{ ...c, state: "beforeValue" }, i + 1];
    }
    case "beforeValue": {
      let i = s.search(/[^ \t\n\f\r]|$/);
      if (i === s.length) return [c, s.length];
      let delim: Delim = "space";
      if (s[i] === "'" || s[i] === '"') {
        delim = s[i] === "'" ? "single" : "double";
        i += 1;
      }
      return [{ ...c, state: ATTR_START[c.attr], delim }, i];
    }
    case "htmlCmt": {
      const i = s.indexOf("-->");
      return i === -1 ? [c, s.length] : [TEXT, i + 3];
    }
    default:
      return [c, s.length];
  }
}

function eatAttrName(s: string, i: number, fail: (m: string) => never): number {
  for (let j = i; j < s.length; j += 1) {
    const ch = s[j]!;
    if (" \t\n\f\r=>".includes(ch)) return j;
    if ("'\"<".includes(ch))
      fail(
        `${JSON.stringify(ch)} in attribute name: ${JSON.stringify(s.slice(0, 32))}`,
      );
  }
  return s.length;
}

function indexTagEnd(s: string, element: Element): number {
  const pattern = new RegExp(`</${element}[> \\t\\n\\f/]`, "i");
  return s.search(pattern);
}

const elementOf = (name: string): Element =>
  (["title", "textarea", "script", "style"] as const).find((e) => e === name) ??
  "none";

const URL_ATTRS = new Set([
  "action",
  "archive",
  "background",
  "cite",
  "classid",
  "codebase",
  "data",
  "formaction",
  "href",
  "icon",
  "longdesc",
  "manifest",
  "poster",
  "profile",
  "src",
  "usemap",
  "xmlns",
]);
/** Listed in attr.go's map as not URL, though the heuristics below would say URL. */
const PLAIN_LISTED = new Set(["srcdoc", "srclang"]);

/** attr.go's attrType, reduced to the kinds that change escaping. */
function attrKind(name: string): AttrKind {
  if (name.startsWith("data-")) name = name.slice(5);
  else if (name.includes(":")) {
    if (name.startsWith("xmlns:")) return "url";
    name = name.slice(name.indexOf(":") + 1);
  }
  if (URL_ATTRS.has(name)) return "url";
  if (name === "style") return "css";
  if (name === "srcset") return "srcset";
  if (PLAIN_LISTED.has(name)) return "none";
  if (name.startsWith("on")) return "js";
  if (/src|uri|url/.test(name)) return "url";
  return "none";
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  "#34": '"',
  "#39": "'",
  "#43": "+",
};

/** Enough of html.UnescapeString to find `?` and `#` in a URL attribute's text. */
function decodeEntities(s: string): string {
  return s.replace(/&(#x?[0-9a-fA-F]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#"))
      return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}
