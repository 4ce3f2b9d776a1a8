import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { backendEnvCheck } from "./scripts/backend-env.ts";
import { prerenderPlugin } from "./scripts/prerender/plugin.ts";
import { routePreload } from "./scripts/route-preload-plugin.ts";
import { securityHeadersPlugin } from "./scripts/security-headers-plugin.ts";

/** The modules of the `query` chunk below (by path; `\\/` for both separators). */
const QUERY_LAYER = new RegExp(
  [
    String.raw`node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]`,
    String.raw`src[\\/]app[\\/](query-boundary|session-sync|layouts[\\/]query-layout)\.`,
    String.raw`src[\\/]lib[\\/](load-supabase|query-client)\.`,
    String.raw`src[\\/]features[\\/]auth[\\/](session-bridge|hooks[\\/]use-session-bridge)\.`,
  ].join("|"),
);

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    backendEnvCheck(),
    react(),
    tailwindcss(),
    routePreload(),
    securityHeadersPlugin(),
    // After the security headers: the preview computes a request's headers from its own address.
    prerenderPlugin(),
  ],
  build: {
    // Fonts stay files: a font inlined into the CSS is decoded with it whether or not the page
    // needs its characters, and the policy can keep font-src to 'self' (no data:).
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    // The pre-renderer's Node build (scripts/prerender) keeps the bundler's default chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // What the entry needs before any page ships together rather than as five files.
                { name: "app", tags: ["$initial"] },
                // The data layer every page past the home page renders inside (the query layout,
                // TanStack Query, the session bridge): one file with the page's own, not five, so
                // a phone's few connections carry the entry and the page instead of small files.
                { name: "query", test: QUERY_LAYER },
              ],
              // Small modules that several pages share (icons, form fields, cards) are copied into
              // each page's chunk instead of becoming a file each: the home page loads as one chunk,
              // not eleven. Style modules stay in their own files, as the bundler asks.
              experimentalInlineCommonChunks: {
                maxSize: 8 * 1024,
                exclude:
                  /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
            },
          },
        },
  },
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
}));
