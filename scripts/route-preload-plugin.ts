import type { Plugin } from "vite";

import {
  homePage,
  queryLayoutPages,
  type PublicPage,
  type PublicRouteName,
} from "../src/app/public-pages.ts";
import { paths } from "../src/config/paths.ts";
import { authStorageKey } from "../src/features/auth/session.ts";
import { anonHeaders, PREFETCH_GLOBAL } from "../src/lib/anon-rpc-prefetch.ts";
import { requireBackendEnv } from "./backend-env.ts";

/** The layout route every page but the home page renders inside (see src/app/router.tsx). */
const QUERY_LAYOUT = "src/app/layouts/query-layout.tsx";
/**
 * Lazy parts of the site's chrome (src/app/layouts) that every route below renders on its first
 * paint: the footer always, the header's account menu when a session is stored. Asked for with the
 * page's chunks, they arrive with them instead of one more round trip after the entry has run.
 */
const SITE_FOOTER = "src/app/layouts/site-footer.tsx";
const SIGNED_IN_ACTIONS = "src/app/layouts/signed-in-actions.tsx";

interface RouteChunks {
  /** URL path the visitor lands on. */
  path: string;
  /** Route module, relative to `src/app/`. */
  module: string;
  /** Lazily loaded layout routes above the page, relative to the repository root. */
  layouts: string[];
  /**
   * How the page reaches the API as it opens: `client` fetches the Supabase client with the page
   * and connects to the API; `connect` only opens the connection.
   */
  api?: "client" | "connect";
  /**
   * The RPC whose answer the page paints first, called by the inline script at once with the
   * path's parameters as its arguments (in order); the page takes the answer instead of asking.
   */
  rpc?: { name: string; args: string[]; when: string };
}

/**
 * How a page reaches the API as it opens. The booking form loads after the header's first paint
 * and brings the client with it; fetching the client earlier would compete with that first paint.
 * The first fleet photo, the fleet page's largest paint, needs the fleet list and so the client.
 */
const apiOnOpen: Partial<Record<PublicRouteName, RouteChunks["api"]>> = {
  bookARide: "connect",
  ourFleet: "client",
  // The ride page's status (its largest paint) is one API call away as soon as it renders; it
  // reads it with a plain fetch, so only the connection is needed.
  ride: "connect",
};

/**
 * Pages whose first paint is one RPC's answer: the ride page's status is asked for while the
 * entry downloads, and src/lib/rpc-fetch.ts (`callAnonRpc`) takes the answer (see rpcPrefetch).
 */
const rpcOnOpen: Partial<Record<PublicRouteName, RouteChunks["rpc"]>> = {
  // Only for a link shaped like a ride link (the shapes of ride-page.tsx), so a mangled one is
  // told it is not valid without a request, as the page itself does.
  ride: {
    name: "ride_status",
    args: ["p_reference", "p_token"],
    when: "^/ride/([A-Za-z0-9-]{1,40})/([A-Za-z0-9_-]{16,128})$",
  },
};

/**
 * The regular expression (as source) that a landing path must match for a parameterised route
 * (`/ride/:reference/:token`); null for a plain path, which is looked up as it is.
 */
export function pathPattern(path: string): string | null {
  if (!path.includes("/:")) return null;
  const parts = path
    .split("/")
    .map((part) =>
      part.startsWith(":")
        ? "([^/]+)"
        : part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"),
    );
  return `^${parts.join("/")}$`;
}

function chunksOf(page: PublicPage, layouts: string[]): RouteChunks {
  const api = apiOnOpen[page.route];
  const rpc = rpcOnOpen[page.route];
  return {
    path: paths[page.route].path,
    module: page.module,
    layouts,
    ...(api ? { api } : {}),
    ...(rpc ? { rpc } : {}),
  };
}

/**
 * The owner portal is not a public page (it has its own layout and gate) but owners land on it
 * from a bookmark: its layout and page are fetched with the entry instead of one after another,
 * and the API connection opened. A signed-in owner's first figures go out with the stored token;
 * the Supabase client follows the first paint (src/app/layouts/owner-layout.tsx).
 */
const ownerPortal: RouteChunks = {
  path: paths.ownerPortal.path,
  module: "routes/owner-portal/index.tsx",
  layouts: [QUERY_LAYOUT, "src/app/layouts/owner-layout.tsx"],
  api: "connect",
};

/** Every page a visitor can land on without the back office, from the router's own tables. */
export const publicRoutes: readonly RouteChunks[] = [
  chunksOf(homePage, []),
  ...queryLayoutPages.map((page) => chunksOf(page, [QUERY_LAYOUT])),
  ownerPortal,
];

interface Chunk {
  type: "chunk";
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
  /** Every module the chunk holds (a shared group holds several lazily loaded ones). */
  moduleIds: string[];
}

interface Preload {
  /** Chunks to fetch at once, relative to the base. */
  files: string[];
  /** Chunks to fetch as well when a session is stored (the header's account menu). */
  session: string[];
  /** An origin to connect to early. */
  connect?: string;
  /**
   * An RPC to call at once: its name, the names of its arguments, and the pattern whose captures
   * (the path's parameters) are their values.
   */
  rpc?: [string, string[], string];
}

/**
 * The inline script's RPC call, run when the landing route has an `rpc` (`r`, with the path's
 * captures in `c`): this plugin's half of the handshake with `callAnonRpc` (src/lib/rpc-fetch.ts),
 * whose contract is written down in src/lib/anon-rpc-prefetch.ts. The request is the one the page
 * would send (POST to /rest/v1/rpc/<name> with `anonHeaders`); its body holds the decoded captures
 * under the argument names in the order `rpcOnOpen` lists them; it is left on
 * `window[PREFETCH_GLOBAL]` under `prefetchKey(name, body)` for the page to take once. A failed
 * request is the page's to report, so its rejection is only marked handled here.
 */
function rpcPrefetch(apiUrl: string, anonKey: string): string {
  return `if(r.rpc&&(c=new RegExp(r.rpc[2]).exec(p)))try{var a={};r.rpc[1].forEach(function(n,j){a[n]=decodeURIComponent(c[j+1])});var b=JSON.stringify(a),f=fetch(${JSON.stringify(`${apiUrl}/rest/v1/rpc/`)}+r.rpc[0],{method:"POST",headers:${JSON.stringify(anonHeaders(anonKey))},body:b});f.catch(function(){});window.${PREFETCH_GLOBAL}={key:r.rpc[0]+":"+b,response:f}}catch(e){}`;
}

/**
 * The router only asks for a page's chunks once the entry has run, and for the page inside a lazy
 * layout only once that layout has rendered. This inline script asks for the landing page's
 * layouts and chunks (and, on data pages, the Supabase client and a connection to the API) while
 * the entry downloads, so a first visit waits for one round of downloads, not three. A
 * pre-rendered page asks for all its code, the entry included, right after its first paint.
 */
export function routePreload(): Plugin {
  let base = "/";
  let apiOrigin = "";
  let apiUrl = "";
  let anonKey = "";
  return {
    name: "ekoluxe:route-preload",
    apply: "build",
    configResolved(config) {
      base = config.base;
      const backend = requireBackendEnv(config.env);
      apiOrigin = new URL(backend.url).origin;
      apiUrl = backend.url;
      anonKey = backend.anonKey;
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
        const chunkOf = (module: string) => {
          const chunk =
            chunks.find((candidate) =>
              candidate.facadeModuleId?.endsWith(`/${module}`),
            ) ??
            chunks.find((candidate) =>
              candidate.moduleIds.some((id) => id.endsWith(`/${module}`)),
            );
          if (!chunk) throw new Error(`no chunk is built from ${module}`);
          return chunk.fileName;
        };
        const client = chunkOf("src/lib/supabase.ts");
        const footer = chunkOf(SITE_FOOTER);
        const signedInActions = chunkOf(SIGNED_IN_ACTIONS);
        const map: Record<string, Preload> = {};
        const patterns: [string, Preload][] = [];
        const listed = new Set(publicRoutes.map((route) => route.module));
        // The router loads every module under routes/public/; each must be in the table.
        for (const chunk of chunks) {
          const module = /\/src\/app\/(routes\/public\/[^/]+\.tsx)$/.exec(
            chunk.facadeModuleId ?? "",
          )?.[1];
          if (module && !listed.has(module))
            throw new Error(
              `${module} is not listed in src/app/public-pages.ts`,
            );
        }
        for (const route of publicRoutes) {
          const starts = [
            ...route.layouts.map(chunkOf),
            chunkOf(`src/app/${route.module}`),
            ...(route.api === "client" ? [client] : []),
            footer,
          ];
          const files = closure(starts);
          const preload: Preload = {
            files: [...files].filter((file) => !loaded.has(file)),
            session: [...closure([signedInActions])].filter(
              (file) => !loaded.has(file) && !files.has(file),
            ),
            ...(route.api ? { connect: apiOrigin } : {}),
            ...(route.rpc
              ? { rpc: [route.rpc.name, route.rpc.args, route.rpc.when] }
              : {}),
          };
          const pattern = pathPattern(route.path);
          if (pattern) patterns.push([pattern, preload]);
          else map[route.path] = preload;
        }
        // Plain paths are looked up as they are; parameterised ones (a ride link) by pattern, whose
        // captured parameters are the arguments of the RPC the page paints first.
        // On a pre-rendered page (`<html data-prerendered>`, scripts/prerender) the HTML already
        // shows everything, so the entry (`e`, with the chunks it imports, `g`) and the route's
        // chunks are asked for once the page has painted, never competing with its stylesheet,
        // fonts and images; the pre-renderer leaves the entry's own tags out of that HTML.
        const entryImports = [...loaded].filter(
          (file) => file !== entry.fileName,
        );
        const script = `(function(){var m=${JSON.stringify(map)},q=${JSON.stringify(patterns)},e=${JSON.stringify(entry.fileName)},g=${JSON.stringify(entryImports)},b=${JSON.stringify(base)},d=document,w=d.documentElement.hasAttribute("data-prerendered"),p=location.pathname.replace(/(.)\\/$/,"$1"),r=m[p],c=null;for(var i=0;!r&&i<q.length;i++){c=new RegExp(q[i][0]).exec(p);if(c)r=q[i][1]}function l(rel,href){var k=d.createElement("link");k.rel=rel;k.crossOrigin="";k.href=href;d.head.appendChild(k)}function f(){if(r)r.files.concat(v()?r.session:[]).forEach(function(n){l("modulepreload",b+n)})}function v(){try{return localStorage.getItem(${JSON.stringify(authStorageKey(apiUrl))})!==null}catch(x){return false}}if(r&&r.connect)l("preconnect",r.connect);if(w)requestAnimationFrame(function(){setTimeout(function(){g.forEach(function(n){l("modulepreload",b+n)});f();var s=d.createElement("script");s.type="module";s.crossOrigin="";s.src=b+e;d.head.appendChild(s)})});else f();if(r){${rpcPrefetch(apiUrl, anonKey)}}})()`;
        return [{ tag: "script", children: script, injectTo: "head" }];
      },
    },
  };
}
