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
        // Everything the entry needs before any page is one file: a first visit on a slow network
        // makes one request for it instead of five.
        codeSplitting: { groups: [{ name: "app", tags: ["$initial"] }] },
      },
    },
  },
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: { host: "127.0.0.1", port: 5173, strictPort: true },
  preview: { host: "127.0.0.1", port: 4173, strictPort: true },
});
