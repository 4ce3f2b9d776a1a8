import {
  homePage,
  queryLayoutPages,
  type PublicPage,
} from "../../src/app/public-pages.ts";
import { paths } from "../../src/config/paths.ts";

/** A stand-in for each path parameter: the app answers any value with its page. */
const SAMPLE_PARAMS: Record<string, string> = {
  reference: "EKO-SMOKE0",
  token: "0".repeat(32),
};

/** Every public page a visitor can land on (src/app/public-pages.ts), parameters filled in. */
export function publicPagePaths(): string[] {
  return [homePage, ...queryLayoutPages].map((page: PublicPage) =>
    paths[page.route].path.replace(
      /:(\w+)/g,
      (_, name: string) => SAMPLE_PARAMS[name] ?? "x",
    ),
  );
}

/** The page the build emits: the root element and its entry module from /assets/. */
export function isAppHtml(html: string): boolean {
  return (
    /<div id="root"><\/div>/.test(html) &&
    /<script type="module"[^>]*src="\/assets\/[^"]+\.js"/.test(html)
  );
}

/**
 * Every built file index.html names: the entry, its preloads and stylesheet, the fonts, and each
 * route's chunks listed by the inline preload script (so every page's code is fetched, not only
 * the home page's).
 */
export function assetPaths(html: string): string[] {
  const found = html.matchAll(
    /["'(]\/?(assets\/[^"'()\s?#]+\.(?:js|css|woff2))/g,
  );
  return [...new Set([...found].map((match) => `/${match[1]}`))].sort();
}

/** The scripts a first visit runs at once: the entry and its module preloads. */
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
