import {
  notFoundPage,
  prerenderedPages,
  type PrerenderedPage,
} from "../../src/app/page-meta.ts";
import {
  homePage,
  queryLayoutPages,
  type PublicPage,
} from "../../src/app/public-pages.ts";
import { paths } from "../../src/config/paths.ts";

/** The empty app shell, served for every address whose page is personal. */
export const SHELL_FILE = "app.html";
/** The host's page for an address nothing serves, with the 404 status. */
export const NOT_FOUND_FILE = "404.html";

export interface PrerenderTarget {
  /** The address the page is rendered at. */
  path: string;
  /** Where it is written in the build, e.g. services.html. */
  file: string;
  page: PrerenderedPage;
  /** Listed in the sitemap and indexable. */
  indexed: boolean;
}

/** `/` is index.html; `/drivers/apply` is drivers/apply.html, which hosts serve at /drivers/apply. */
export function fileOf(path: string): string {
  return path === "/" ? "index.html" : `${path.slice(1)}.html`;
}

const publicPages: readonly PublicPage[] = [homePage, ...queryLayoutPages];

/** Every page rendered at build, from the router's own table. */
export function prerenderTargets(): PrerenderTarget[] {
  const targets = publicPages.flatMap((page): PrerenderTarget[] => {
    const meta = prerenderedPages[page.route];
    if (!meta) return [];
    const path = paths[page.route].path;
    return [
      { path, file: fileOf(path), page: meta, indexed: meta.index !== false },
    ];
  });
  targets.push({
    path: notFoundPage.path,
    file: NOT_FOUND_FILE,
    page: notFoundPage.prerender,
    indexed: false,
  });
  return targets;
}

/** Addresses served the app shell: personal pages, the portals, the back office. */
export function shellPaths(): string[] {
  const personal = publicPages
    .filter((page) => !prerenderedPages[page.route])
    .map((page) => paths[page.route].path);
  return [
    ...personal,
    paths.ownerPortal.path,
    `${paths.ownerPortal.path}/*`,
    paths.driver.path,
    `${paths.driver.path}/*`,
    paths.admin.root.path,
    `${paths.admin.root.path}/*`,
  ];
}

/**
 * `_redirects` (Netlify, Cloudflare Pages): the shell for the app's personal addresses, with 200 so
 * the address stays. Pre-rendered pages are files the host serves first; anything else gets 404.html.
 */
export function redirectsFile(): string {
  return [
    "# Written by `vite build` (scripts/prerender); `vite preview` serves the same.",
    ...shellPaths().map((path) => `${path}  /${SHELL_FILE}  200`),
    "",
  ].join("\n");
}

export function sitemapXml(origin: string, targets: PrerenderTarget[]): string {
  const urls = targets
    .filter((target) => target.indexed)
    .map((target) => `  <url><loc>${origin}${target.path}</loc></url>`);
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/** Keeps crawlers out of the personal and staff areas, and points them at the sitemap. */
export function robotsTxt(origin: string): string {
  const disallowed = [
    "/ride/",
    `${paths.ownerPortal.path}`,
    `${paths.driver.path}`,
    `${paths.admin.root.path}/`,
    paths.account.path,
    paths.myRides.path,
    paths.authConfirm.path,
  ];
  return [
    "User-agent: *",
    ...disallowed.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}

/** Matches an address against a `_redirects` / `_headers` pattern (`:name` a segment, `*` the rest). */
export function matchesPattern(pattern: string, path: string): boolean {
  const source = pattern
    .split("/")
    .map((part) =>
      part === "*"
        ? ".*"
        : part.startsWith(":")
          ? "[^/]+"
          : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    )
    .join("/");
  return new RegExp(`^${source}$`).test(path);
}
