import type { Plugin } from "vite";

import { paths } from "../src/config/paths.ts";

interface RouteChunks {
  /** URL path the visitor lands on. */
  path: string;
  /** Route module, relative to `src/app/routes/`. */
  module: string;
  /** Pages that query the database as they open also fetch the Supabase client early. */
  data?: boolean;
}

const routes: RouteChunks[] = [
  { path: paths.home.path, module: "public/home.tsx" },
  { path: paths.bookARide.path, module: "public/book-a-ride.tsx" },
  { path: paths.services.path, module: "public/services.tsx" },
  { path: paths.business.path, module: "public/business.tsx" },
  { path: paths.drivers.path, module: "public/drivers.tsx" },
  { path: paths.driversApply.path, module: "public/drivers-apply.tsx" },
  { path: paths.ourFleet.path, module: "public/our-fleet.tsx", data: true },
  { path: paths.about.path, module: "public/about.tsx" },
  { path: paths.careers.path, module: "public/careers.tsx" },
  { path: paths.faq.path, module: "public/faq.tsx" },
  { path: paths.contact.path, module: "public/contact.tsx" },
  { path: paths.contactSales.path, module: "public/contact-sales.tsx" },
  { path: paths.auth.path, module: "auth.tsx" },
];

interface Chunk {
  type: "chunk";
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * The router only asks for a page's chunk once the entry has run. This inline script asks for the
 * landing page's chunks (and, on data pages, the Supabase client) while the entry downloads, which
 * removes one round trip from every first visit.
 */
export function routePreload(): Plugin {
  let base = "/";
  return {
    name: "ekoluxe:route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = Object.values(ctx.bundle).filter(
          (output): output is Chunk & (typeof ctx.bundle)[string] =>
            output.type === "chunk",
        ) as unknown as Chunk[];
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (start: string[], into = new Set<string>()) => {
          for (const file of start) {
            if (into.has(file)) continue;
            into.add(file);
            closure(byFile.get(file)?.imports ?? [], into);
          }
          return into;
        };
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return html;
        const loaded = closure([entry.fileName]);
        const facade = (suffix: string) =>
          chunks.find((chunk) => chunk.facadeModuleId?.endsWith(suffix));
        const client = facade("/src/lib/supabase.ts");
        const map: Record<string, string[]> = {};
        for (const route of routes) {
          const chunk = facade(`/src/app/routes/${route.module}`);
          if (!chunk) continue;
          const files = [...closure([chunk.fileName])];
          if (route.data && client) files.push(...closure([client.fileName]));
          map[route.path] = [...new Set(files)].filter((f) => !loaded.has(f));
        }
        const script = `(function(){var m=${JSON.stringify(map)},p=location.pathname.replace(/(.)\\/$/,"$1");(m[p]||[]).forEach(function(f){var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=${JSON.stringify(base)}+f;document.head.appendChild(l)})})()`;
        return [{ tag: "script", children: script, injectTo: "head" }];
      },
    },
  };
}
