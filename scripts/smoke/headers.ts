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

/** How a served policy differs from the expected one, directive by directive. */
function cspDifferences(served: string, expected: string): string[] {
  const have = directives(served);
  const want = directives(expected);
  const problems: string[] = [];
  for (const [name, sources] of want) {
    const got = have.get(name);
    if (got === undefined) problems.push(`${name} is missing`);
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

/**
 * What is wrong with the security headers a page was served with, compared with what the build
 * writes to dist/_headers for this Supabase project and this page's inline scripts.
 */
export function headerProblems(
  served: ServedHeaders,
  supabaseUrl: string,
  inlineHashes: readonly string[],
): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(
    securityHeaders(supabaseUrl, inlineHashes),
  )) {
    const got = served.get(name);
    if (got === null) problems.push(`${name} is missing`);
    else if (name === "Content-Security-Policy")
      problems.push(
        ...cspDifferences(got, value).map((problem) => `${name}: ${problem}`),
      );
    else if (got.trim() !== value)
      problems.push(`${name} is "${got}", expected "${value}"`);
  }
  return problems;
}

/** The API origin a site's policy lets it connect to: the project the build was made for. */
export function builtForOrigin(csp: string | null): string | null {
  const sources = csp ? directives(csp).get("connect-src") : undefined;
  return (
    sources?.split(" ").find((source) => /^https?:\/\//.test(source)) ?? null
  );
}
