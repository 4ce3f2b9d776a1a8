import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

import { requireBackendEnv } from "./backend-env.ts";
import {
  matchesPattern,
  prerenderTargets,
  shellPaths,
} from "./prerender/site-files.ts";
import {
  ASSET_CACHE,
  headersFile,
  HTML_CACHE,
  inlineScriptHashes,
  parseHeadersFile,
  securityHeaders,
  type HeaderRule,
} from "./security-headers.ts";

export const HEADERS_FILE = "_headers";

/**
 * The `_headers` file of a build: every path gets the security headers (the policy allowing the
 * inline scripts and style attributes the pages carry, by hash), hashed assets are cached for
 * good, every page's HTML briefly, and the personal pages' shell is kept out of search results.
 */
export function buildHeadersFile(
  supabaseUrl: string,
  scriptHashes: readonly string[],
  styleHashes: readonly string[] = [],
): string {
  const html = { "Cache-Control": HTML_CACHE };
  const rules: HeaderRule[] = [
    {
      path: "/*",
      headers: securityHeaders(supabaseUrl, scriptHashes, styleHashes),
    },
    { path: "/assets/*", headers: { "Cache-Control": ASSET_CACHE } },
    ...prerenderTargets().map((target) => ({
      path: target.path,
      headers: html,
    })),
    ...shellPaths().map((path) => ({
      path,
      headers: { ...html, "X-Robots-Tag": "noindex" },
    })),
  ];
  return headersFile(rules);
}

/**
 * `vite build` writes the security headers into `dist/_headers` (read by Netlify and Cloudflare
 * Pages): the policy names the Supabase project the build talks to and the hash of the inline
 * preload script, both known only once the bundle is done (the pre-renderer writes it again with
 * its pages' style attributes). `vite preview` serves every response with the headers of the build
 * it previews, path by path, so what is tested is what ships.
 */
export function securityHeadersPlugin(): Plugin {
  let supabaseUrl = "";
  let serverBuild = false;
  return {
    name: "ekoluxe:security-headers",
    configResolved(config) {
      if (config.command === "build")
        supabaseUrl = requireBackendEnv(config.env).url;
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle: {
      // After the HTML plugin has emitted index.html with the preload script in it.
      order: "post",
      handler(_options, bundle) {
        // The pre-renderer's Node build has no page of its own.
        if (serverBuild) return;
        const html = bundle["index.html"];
        if (html?.type !== "asset")
          this.error("index.html is missing from the bundle");
        this.emitFile({
          type: "asset",
          fileName: HEADERS_FILE,
          source: buildHeadersFile(
            supabaseUrl,
            inlineScriptHashes(String(html.source)),
          ),
        });
      },
    },
    configurePreviewServer(server) {
      const { root, build } = server.config;
      const file = resolve(root, build.outDir, HEADERS_FILE);
      let text: string;
      try {
        text = readFileSync(file, "utf8");
      } catch {
        throw new Error(
          `${file} is missing: run vite build before vite preview.`,
        );
      }
      const rules = parseHeadersFile(text);
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? "/").split("?")[0]!;
        for (const rule of rules)
          if (matchesPattern(rule.path, path))
            for (const [name, value] of Object.entries(rule.headers))
              response.setHeader(name, value);
        next();
      });
    },
  };
}
