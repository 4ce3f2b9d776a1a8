// Read by the page (src/lib/rpc-fetch.ts) and by scripts/route-preload-plugin.ts in Node at build
// time, so it holds plain code only: no imports, nothing that needs a browser to load.

/**
 * Where the route preload script leaves the request it started for the landing page: the
 * handshake between scripts/route-preload-plugin.ts and `callAnonRpc` in src/lib/rpc-fetch.ts.
 *
 * On a page listed in the plugin's `rpcOnOpen` table, the script the plugin inlines into
 * index.html calls the page's first RPC while the app is still downloading, and stores
 * `{ key, response }` here, where
 * - `key` is `prefetchKey(name, body)`, the body holding the path's parameters (decoded) under the
 *   argument names the table lists, in that order (`{"p_reference":…,"p_token":…}`);
 * - `response` is the `fetch` promise for the request `callAnonRpc` would send: POST to
 *   `<api>/rest/v1/rpc/<name>` with `anonHeaders` and that body.
 * The first `callAnonRpc` with the same name and arguments (in the same order) takes the response
 * and deletes the entry (`takePrefetched`), so every later call (a poll, a retry) asks afresh; a
 * call for anything else leaves it alone. tests/unit/tooling/route-preload-plugin.test.ts runs the
 * built script against these functions.
 */
export const PREFETCH_GLOBAL = "__ekoPrefetch";

interface Prefetched {
  key: string;
  response: Promise<Response>;
}

type PrefetchHolder = { [PREFETCH_GLOBAL]?: Prefetched };

/** The key a call is filed under: `"<rpc name>:<JSON body>"`. */
export function prefetchKey(name: string, body: string): string {
  return `${name}:${body}`;
}

/** The preloaded response for this key, taken once; undefined when there is none for it. */
export function takePrefetched(key: string): Promise<Response> | undefined {
  const holder = globalThis as PrefetchHolder;
  const entry = holder[PREFETCH_GLOBAL];
  if (entry?.key !== key) return undefined;
  delete holder[PREFETCH_GLOBAL];
  return entry.response;
}

/** The headers supabase-js sends for a visitor: the anon key as apikey and as bearer. */
export function anonHeaders(anonKey: string): Record<string, string> {
  return {
    apikey: anonKey,
    Authorization: `Bearer ${anonKey}`,
    "Content-Type": "application/json",
    Accept: "application/json",
  };
}
