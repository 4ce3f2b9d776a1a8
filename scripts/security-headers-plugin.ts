import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";

import { requireBackendEnv } from "./backend-env.ts";
import {
  headersFile,
  inlineScriptHashes,
  parseHeadersFile,
  securityHeaders,
} from "./security-headers.ts";

const HEADERS_FILE = "_headers";

/**
 * `vite build` writes the security headers into `dist/_headers` (read by Netlify and Cloudflare
 * Pages): the policy names the Supabase project the build talks to and the hash of the inline
 * preload script, both known only once the bundle is done. `vite preview` serves every response
 * with the headers of the build it previews, so what is tested is what ships.
 */
export function securityHeadersPlugin(): Plugin {
  let supabaseUrl = "";
  return {
    name: "ekoluxe:security-headers",
    configResolved(config) {
      if (config.command === "build")
        supabaseUrl = requireBackendEnv(config.env).url;
    },
    generateBundle: {
      // After the HTML plugin has emitted index.html with the preload script in it.
      order: "post",
      handler(_options, bundle) {
        const html = bundle["index.html"];
        if (html?.type !== "asset")
          this.error("index.html is missing from the bundle");
        const hashes = inlineScriptHashes(String(html.source));
        this.emitFile({
          type: "asset",
          fileName: HEADERS_FILE,
          source: headersFile(securityHeaders(supabaseUrl, hashes)),
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
      const headers = Object.entries(parseHeadersFile(text));
      server.middlewares.use((_request, response, next) => {
        for (const [name, value] of headers) response.setHeader(name, value);
        next();
      });
    },
  };
}
