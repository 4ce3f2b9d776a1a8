import { existsSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type ResolvedConfig } from "vite";

import type { BakedData } from "../../src/app/page-meta.ts";
import { site } from "../../src/config/site.ts";
import { requireBackendEnv } from "../backend-env.ts";
import { buildHeadersFile, HEADERS_FILE } from "../security-headers-plugin.ts";
import {
  inlineScriptHashes,
  styleAttributeHashes,
} from "../security-headers.ts";
import { pageHead, scriptJson, shellHead } from "./head.ts";
import {
  fileOf,
  matchesPattern,
  NOT_FOUND_FILE,
  prerenderTargets,
  redirectsFile,
  robotsTxt,
  SHELL_FILE,
  shellPaths,
  sitemapXml,
} from "./site-files.ts";

const ENTRY = "src/entry-server.tsx";
/** What index.html's head holds between these markers is replaced by each page's own. */
const HEAD_START = "<!-- page-head -->";
const HEAD_END = "<!-- /page-head -->";
const ROOT = '<div id="root"></div>';
const QUERIES_ID = "prerendered-queries";

interface ServerEntry {
  bakeData(kinds: readonly BakedData[]): Promise<Record<BakedData, unknown>>;
  renderPage(
    url: string,
    data: readonly unknown[],
  ): Promise<{
    html: string;
    title: string | null;
    queries: { queries: unknown[] };
  }>;
}

/** The public site's origin for canonical URLs, the sitemap and share images. */
export function siteOrigin(env: NodeJS.ProcessEnv = process.env): string {
  const origin = (env.SITE_URL ?? site.origin).replace(/\/+$/, "");
  if (!/^https?:\/\/[^/]+$/.test(origin))
    throw new Error(
      `SITE_URL must be the site's origin, e.g. https://ekoluxe.ng, not "${origin}".`,
    );
  return origin;
}

function withHead(template: string, head: string): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start < 0 || end < start)
    throw new Error(`index.html must hold ${HEAD_START} … ${HEAD_END}`);
  return (
    template.slice(0, start) + head + template.slice(end + HEAD_END.length)
  );
}

/**
 * A pre-rendered page paints from its HTML and stylesheet alone: it carries no tag that fetches
 * code. The route preload script (scripts/route-preload-plugin.ts) reads the attribute and asks
 * for the entry and the page's chunks once the page has painted.
 */
function withCodeAfterPaint(html: string): string {
  const tags =
    /\s*<script type="module"[^>]*src="[^"]+"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;
  if (!tags.test(html)) throw new Error("index.html has no entry script");
  return html.replace(/<html\b/, "<html data-prerendered").replace(tags, "");
}

function withRoot(template: string, html: string, queries: string): string {
  if (!template.includes(ROOT)) throw new Error(`index.html must hold ${ROOT}`);
  const data = queries
    ? `<script type="application/json" id="${QUERIES_ID}">${queries}</script>`
    : "";
  return template.replace(ROOT, () => `<div id="root">${html}</div>${data}`);
}

/** Builds src/entry-server.tsx for Node, next to the browser build, and loads it. */
async function loadServerEntry(
  config: ResolvedConfig,
  outDir: string,
): Promise<ServerEntry> {
  await build({
    root: config.root,
    configFile: config.configFile,
    mode: config.mode,
    logLevel: "warn",
    build: {
      ssr: resolve(config.root, ENTRY),
      outDir,
      emptyOutDir: true,
      copyPublicDir: false,
      minify: false,
    },
  });
  return (await import(
    pathToFileURL(join(outDir, "entry-server.js")).href
  )) as ServerEntry;
}

/**
 * After `vite build`, renders every public page that has nothing personal on it to HTML with
 * React's own server rendering (src/entry-server.tsx), so search engines, link previews and a slow
 * phone get the page before any script runs; the browser then hydrates it. Writes the app's empty
 * shell for personal addresses, the 404 page, `_redirects`, `sitemap.xml` and `robots.txt`.
 * `PRERENDER_DATA=off` renders data-backed parts in their loading state, for builds that name a
 * backend they cannot reach (measuring the bundle).
 */
export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "ekoluxe:prerender",
    // The browser build (not the server one it starts), and `vite preview`, which serves its output.
    apply: (_config, env) =>
      Boolean(env.isPreview) || (env.command === "build" && !env.isSsrBuild),
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        // Nothing to render into when the build keeps its output in memory (a test reading chunks).
        if (config.build.ssr || config.build.write === false) return;
        const outDir = resolve(config.root, config.build.outDir);
        const serverDir = resolve(
          config.root,
          "node_modules/.cache/ekoluxe-prerender",
          String(process.pid),
        );
        const origin = siteOrigin();
        const template = await readFile(join(outDir, "index.html"), "utf8");
        const server = await loadServerEntry(config, serverDir);
        try {
          const targets = prerenderTargets();
          const kinds = [
            ...new Set(targets.flatMap((target) => target.page.bake ?? [])),
          ];
          const baked =
            process.env.PRERENDER_DATA === "off"
              ? null
              : await server.bakeData(kinds).catch((error: unknown) => {
                  throw new Error(
                    `Could not read the public data the pages are built with from ${config.env.VITE_SUPABASE_URL}: ${String(error)}. ` +
                      "The build names this project (VITE_SUPABASE_URL); it must be reachable while building.",
                  );
                });
          const scripts = inlineScriptHashes(template);
          const allowed = new Set(scripts);
          const styles = new Set<string>();
          for (const target of targets) {
            const data = baked
              ? (target.page.bake ?? []).map((kind) => baked[kind])
              : [];
            const rendered = await server.renderPage(target.path, data);
            if (!rendered.title)
              throw new Error(
                `${target.path} declares no title (useDocumentTitle)`,
              );
            const head = pageHead({
              title: rendered.title,
              path: target.path,
              page: target.page,
              origin,
              business: target.path === "/",
            });
            const queries = rendered.queries.queries.length
              ? scriptJson(rendered.queries)
              : "";
            const html = withCodeAfterPaint(
              withRoot(withHead(template, head), rendered.html, queries),
            );
            // The policy's hashes are the template's; a page must not run an inline script of its own.
            for (const hash of inlineScriptHashes(html))
              if (!allowed.has(hash))
                throw new Error(
                  `${target.path} runs an inline script the Content-Security-Policy does not allow`,
                );
            for (const hash of styleAttributeHashes(html)) styles.add(hash);
            const file = join(outDir, target.file);
            await mkdir(dirname(file), { recursive: true });
            await writeFile(file, html);
          }
          await writeFile(
            join(outDir, SHELL_FILE),
            withHead(template, shellHead()),
          );
          await writeFile(join(outDir, "_redirects"), redirectsFile());
          await writeFile(
            join(outDir, HEADERS_FILE),
            buildHeadersFile(requireBackendEnv(config.env).url, scripts, [
              ...styles,
            ]),
          );
          await writeFile(
            join(outDir, "sitemap.xml"),
            sitemapXml(origin, targets),
          );
          await writeFile(join(outDir, "robots.txt"), robotsTxt(origin));
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const shell = shellPaths();
      // What the host does (scripts/prerender/site-files.ts): a page's file, else the shell for
      // the app's personal addresses, else the 404 page with its status.
      server.middlewares.use((request, response, next) => {
        const [pathname = "/", query = ""] = (request.url ?? "/").split("?");
        const suffix = query ? `?${query}` : "";
        // One spelling per page, as hosts serve pre-rendered files: no trailing slash.
        if (pathname.length > 1 && pathname.endsWith("/")) {
          response.statusCode = 308;
          response.setHeader("Location", pathname.replace(/\/+$/, "") + suffix);
          return response.end();
        }
        const path = pathname;
        if (/\.[a-z0-9]+$/i.test(path)) return next();
        const file = fileOf(path);
        if (existsSync(join(outDir, file))) {
          request.url = `/${file}${suffix}`;
          return next();
        }
        if (shell.some((pattern) => matchesPattern(pattern, path))) {
          request.url = `/${SHELL_FILE}${suffix}`;
          return next();
        }
        void readFile(join(outDir, NOT_FOUND_FILE)).then((body) => {
          response.statusCode = 404;
          response.setHeader("Content-Type", "text/html; charset=utf-8");
          response.end(body);
        }, next);
      });
    },
  };
}
