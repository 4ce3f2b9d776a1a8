/** What an attribute's value is to html/template, reduced to the kinds that change escaping. */
export type AttrKind = "none" | "url" | "js" | "css" | "srcset";

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
export function attrKind(name: string): AttrKind {
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
export function decodeEntities(s: string): string {
  return s.replace(/&(#x?[0-9a-fA-F]+|[a-zA-Z]+);/g, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#"))
      return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}
