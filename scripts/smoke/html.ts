import { notFoundPage } from "../../src/app/page-meta.ts";
import { paths } from "../../src/config/paths.ts";
import { prerenderTargets, shellPaths } from "../prerender/site-files.ts";

/** A stand-in for each path parameter: the app answers any value with its page. */
const SAMPLE_PARAMS: Record<string, string> = {
  reference: "EKO-SMOKE0",
  token: "0".repeat(32),
};

/** An address no route matches: the host must answer it with 404.html and status 404. */
export const UNKNOWN_PATH = "/smoke-check-no-such-page";

/** A personal address whose headers are checked: the shell, as `_redirects` serves it. */
export const SHELL_SAMPLE_PATH = paths.account.path;

/** Every page the build renders to its own HTML file (scripts/prerender), the 404 page aside. */
export function prerenderedPagePaths(): string[] {
  return prerenderTargets()
    .map((target) => target.path)
    .filter((path) => path !== notFoundPage.path);
}

/**
 * Every address `_redirects` answers with the shell, parameters filled in; a pattern's `*` tail
 * is left out, its root being listed too.
 */
export function shellPagePaths(): string[] {
  return shellPaths()
    .filter((pattern) => !pattern.includes("*"))
    .map((pattern) =>
      pattern.replace(
        /:(\w+)/g,
        (_, name: string) => SAMPLE_PARAMS[name] ?? "x",
      ),
    );
}

/** The markup inside `<div id="root">`, up to the end of the body ("" when the root is empty). */
function rootMarkup(html: string): string | null {
  const start = html.indexOf('<div id="root">');
  if (start < 0) return null;
  const rest = html.slice(start + '<div id="root">'.length);
  if (rest.startsWith("</div>")) return "";
  const end = rest.lastIndexOf("</body>");
  return end < 0 ? rest : rest.slice(0, end);
}

/** The path of the page's og:url, which the build writes for the address the page is rendered at. */
export function renderedPath(html: string): string | null {
  const url = /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1];
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * Why `html` is not the page the build rendered for `path`, worded to follow "answered 200 with",
 * or null when it is: `<html data-prerendered>`, the page's own address in its og:url, and a
 * #root holding its markup and heading.
 */
export function prerenderedProblem(html: string, path: string): string | null {
  if (!/<html data-prerendered\b/.test(html))
    return `${describe(html)}, not its pre-rendered page`;
  const rendered = renderedPath(html);
  if (rendered !== path)
    return `the pre-rendered page of ${rendered ?? "another address"}, not its own`;
  const root = rootMarkup(html);
  if (!root) return "its pre-rendered page, but #root is empty";
  if (!/<h1[\s>]/.test(root))
    return "its pre-rendered page, but #root holds no <h1>";
  return null;
}

/** The app's empty shell (app.html): an empty root, its entry module from /assets/, kept out of search. */
export function isShellHtml(html: string): boolean {
  return (
    !/<html data-prerendered\b/.test(html) &&
    /<div id="root"><\/div>/.test(html) &&
    /<script type="module"[^>]*src="\/assets\/[^"]+\.js"/.test(html) &&
    /<meta name="robots" content="noindex"/.test(html)
  );
}

/** What a page is, in a few words, for a failure's reason. */
export function describe(html: string): string {
  if (isShellHtml(html)) return "the app's empty shell";
  if (/<html data-prerendered\b/.test(html)) {
    const rendered = renderedPath(html);
    return rendered
      ? `the pre-rendered page of ${rendered}`
      : "a pre-rendered page";
  }
  if (/<div id="root"><\/div>/.test(html))
    return "an empty app page that is not the build's shell";
  return "a page that is not the site's";
}

/**
 * Every built file a page names: the stylesheet, the fonts, and the code the inline route
 * preload script fetches (the entry `e`, its imports `g`, each route's chunks) or the shell's
 * tags load, so every page's code is fetched, not only the home page's.
 */
export function assetPaths(html: string): string[] {
  const found = html.matchAll(
    /["'(]\/?(assets\/[^"'()\s?#]+\.(?:js|css|woff2))/g,
  );
  return [...new Set([...found].map((match) => `/${match[1]}`))].sort();
}

/** The scripts the shell runs at once: the entry and its module preloads. */
export function entryScripts(html: string): string[] {
  const tags = html.matchAll(
    /<(?:script type="module"[^>]*src|link rel="modulepreload"[^>]*href)="(\/assets\/[^"]+\.js)"/g,
  );
  return [...new Set([...tags].map((match) => match[1]!))];
}

/** What a file's Content-Type must say, by its extension (null: anything but HTML). */
export function expectedType(path: string): RegExp | null {
  if (path.endsWith(".js")) return /javascript/;
  if (path.endsWith(".css")) return /^text\/css/;
  return null;
}
