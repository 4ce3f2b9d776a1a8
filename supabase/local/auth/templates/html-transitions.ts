import { attrKind, decodeEntities, type AttrKind } from "./html-attributes.ts";

export type { AttrKind };

/**
 * html/template's context transitions (transition.go, context.go) over template text: what state
 * the HTML parser is in (text, tag, attribute name or value, URL part, RCDATA, comment) after
 * each piece of text.
 */
export type State =
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
export type Delim = "none" | "double" | "single" | "space";
export type UrlPart = "none" | "preQuery" | "queryOrFrag" | "unknown";

export type Element = "none" | "title" | "textarea" | "script" | "style";
export interface Context {
  state: State;
  delim: Delim;
  urlPart: UrlPart;
  attr: AttrKind;
  element: Element;
}

export const TEXT: Context = {
  state: "text",
  delim: "none",
  urlPart: "none",
  attr: "none",
  element: "none",
};

export const ATTR_START: Record<AttrKind, State> = {
  none: "attr",
  url: "url",
  js: "js",
  css: "css",
  srcset: "srcset",
};

const DELIM_ENDS: Record<Exclude<Delim, "none">, RegExp> = {
  double: /"/,
  single: /'/,
  space: /[ \t\n\f\r>]/,
};

export function contextAfterText(
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
