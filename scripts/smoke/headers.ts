import { securityHeaders } from "../security-headers.ts";

/** A CSP as directive → sources. */
function directives(csp: string): Map<string, string> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [name = "", ...sources] = part.split(/\s+/);
        return [name.toLowerCase(), sources.join(" ")] as const;
      }),
  );
}

/**
 * The policy's style-src-attr names the style attributes of every page the build rendered, so it
 * is not the same for any one page: what must hold is that it allows this page's attributes, by
 * hash only (a source such as 'unsafe-inline' would allow any attribute an injection brings).
 */
function styleAttrProblems(
  sources: string | undefined,
  styleHashes: readonly string[],
): string[] {
  if (sources === undefined) return ["style-src-attr is missing"];
  const list = sources.split(" ").filter(Boolean);
  // A build whose pages carry no style attribute allows none.
  if (styleHashes.length === 0 && sources === "'none'") return [];
  const problems: string[] = [];
  // 'none' alone is reported below as the page's attributes it does not allow.
  const other = list.filter(
    (source) =>
      source !== "'unsafe-hashes'" &&
      !/^'sha256-[^']+'$/.test(source) &&
      !(source === "'none'" && list.length === 1),
  );
  if (other.length > 0)
    problems.push(
      `style-src-attr holds ${other.join(" ")}; it must hold only 'unsafe-hashes' and hashes`,
    );
  const missing = styleHashes.filter((hash) => !list.includes(hash));
  if (missing.length > 0)
    problems.push(
      `style-src-attr does not allow the page's style attributes ${[...new Set(missing)].join(" ")}`,
    );
  else if (styleHashes.length > 0 && !list.includes("'unsafe-hashes'"))
    problems.push(
      "style-src-attr lacks 'unsafe-hashes', without which its hashes allow no attribute",
    );
  return problems;
}

/** How a served policy differs from the expected one, directive by directive. */
function cspDifferences(
  served: string,
  expected: string,
  styleHashes: readonly string[],
): string[] {
  const have = directives(served);
  const want = directives(expected);
  const problems: string[] = [];
  for (const [name, sources] of want) {
    const got = have.get(name);
    if (name === "style-src-attr")
      problems.push(...styleAttrProblems(got, styleHashes));
    else if (got === undefined) problems.push(`${name} is missing`);
    else if (got !== sources)
      problems.push(`${name} is "${got}", expected "${sources}"`);
  }
  for (const name of have.keys())
    if (!want.has(name)) problems.push(`${name} is not in the build's policy`);
  return problems;
}

export interface ServedHeaders {
  get(name: string): string | null;
}

/** The hashes a page's policy must allow: its inline scripts and its style attributes. */
export interface PageHashes {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * What is wrong with the security headers a page was served with, compared with what the build
 * writes to dist/_headers for this Supabase project: every header and directive as built for
 * this page's inline scripts, and a style-src-attr that allows this page's style attributes.
 */
export function headerProblems(
  served: ServedHeaders,
  supabaseUrl: string,
  page: PageHashes,
): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(
    securityHeaders(supabaseUrl, page.scripts, page.styles),
  )) {
    const got = served.get(name);
    if (got === null) problems.push(`${name} is missing`);
    else if (name === "Content-Security-Policy")
      problems.push(
        ...cspDifferences(got, value, page.styles).map(
          (problem) => `${name}: ${problem}`,
        ),
      );
    else if (got.trim() !== value)
      problems.push(`${name} is "${got}", expected "${value}"`);
  }
  return problems;
}

/** Why a page's served policy does not allow its style attributes (only that directive). */
export function styleAttributeProblems(
  served: ServedHeaders,
  styleHashes: readonly string[],
): string[] {
  const csp = served.get("Content-Security-Policy");
  if (csp === null) return ["Content-Security-Policy is missing"];
  return styleAttrProblems(
    directives(csp).get("style-src-attr"),
    styleHashes,
  ).map((problem) => `Content-Security-Policy: ${problem}`);
}

/** The API origin a site's policy lets it connect to: the project the build was made for. */
export function builtForOrigin(csp: string | null): string | null {
  const sources = csp ? directives(csp).get("connect-src") : undefined;
  return (
    sources?.split(" ").find((source) => /^https?:\/\//.test(source)) ?? null
  );
}
