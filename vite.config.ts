import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

import { routePreload } from "./scripts/route-preload-plugin.ts";

export default defineConfig({
  plugins: [react(), tailwindcss(), routePreload()],
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry needs before any page ships together rather than as five files.
          groups: [{ name: "app", tags: ["$initial"] }],
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
});
