import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it } from "vitest";

import {
  publicRoutes,
  routePreload,
} from "../../../scripts/route-preload-plugin.ts";
import { authStorageKey } from "../../../src/features/auth/session.ts";
import {
  anonHeaders,
  PREFETCH_GLOBAL,
  prefetchKey,
  takePrefetched,
} from "../../../src/lib/anon-rpc-prefetch.ts";

// The preload script and the page meet only in the browser: here the script the plugin writes into
// index.html runs on a stand-in page, and the page's side of the handshake (the functions
// callAnonRpc uses, tests/unit/lib/rpc-fetch.test.ts) takes what it left.

const API = "https://project.supabase.test";
const ANON_KEY = "anon.key.value";
const REFERENCE = "EKO-RIDE01";
const TOKEN = "0123456789abcdef0123456789abcdef";

const SITE_FOOTER = "src/app/layouts/site-footer.tsx";
const SIGNED_IN_ACTIONS = "src/app/layouts/signed-in-actions.tsx";
const QUERY_LAYOUT = "src/app/layouts/query-layout.tsx";

/**
 * A build's chunks as the plugin reads them: one per page and lazy layout part, and the client;
 * the query layout is held by a shared group chunk (no facade), as the build's `query` group does.
 */
function fakeBundle() {
  const modules = new Set([
    "src/lib/supabase.ts",
    SITE_FOOTER,
    SIGNED_IN_ACTIONS,
    ...publicRoutes.flatMap((route) => [
      ...route.layouts,
      `src/app/${route.module}`,
    ]),
  ]);
  modules.delete(QUERY_LAYOUT);
  const chunks = [...modules].map((module, index) => ({
    type: "chunk",
    fileName: `assets/chunk-${index}.js`,
    imports: [] as string[],
    isEntry: false,
    facadeModuleId: `/repo/${module}` as string | null,
    moduleIds: [`/repo/${module}`],
  }));
  chunks.push({
    type: "chunk",
    fileName: "assets/query.js",
    imports: [],
    isEntry: false,
    facadeModuleId: null,
    moduleIds: [`/repo/${QUERY_LAYOUT}`, "/repo/src/app/query-boundary.tsx"],
  });
  chunks.push({
    type: "chunk",
    fileName: "assets/index.js",
    imports: [],
    isEntry: true,
    facadeModuleId: "/repo/index.html",
    moduleIds: ["/repo/src/main.tsx"],
  });
  return Object.fromEntries(chunks.map((chunk) => [chunk.fileName, chunk]));
}

/** The inline script of index.html. */
function preloadScript(): string {
  const plugin = routePreload();
  const configResolved = plugin.configResolved as (config: unknown) => void;
  configResolved({
    base: "/",
    env: { VITE_SUPABASE_URL: API, VITE_SUPABASE_ANON_KEY: ANON_KEY },
  });
  const transform = plugin.transformIndexHtml as {
    handler: (html: string, ctx: unknown) => { children: string }[];
  };
  const [tag] = transform.handler("<html></html>", { bundle: fakeBundle() });
  return tag!.children;
}

/**
 * Runs the script on a page at `pathname` (`prerendered`: the HTML a build rendered ahead); answers
 * what it left behind, what it fetched, the elements it added to the head, and the callbacks it
 * left for the first paint.
 */
function land(pathname: string, prerendered = false, storedSession = false) {
  const fetched: [string, RequestInit][] = [];
  const added: Record<string, unknown>[] = [];
  const afterPaint: (() => void)[] = [];
  const sessionKey = authStorageKey(API);
  const page: Record<string, unknown> = {
    location: { pathname },
    localStorage: {
      getItem: (key: string) =>
        storedSession && key === sessionKey ? "{}" : null,
    },
    document: {
      documentElement: {
        hasAttribute: (name: string) =>
          prerendered && name === "data-prerendered",
      },
      createElement: (tag: string) => ({ tag }),
      head: {
        appendChild: (element: Record<string, unknown>) => added.push(element),
      },
    },
    requestAnimationFrame: (callback: () => void) => afterPaint.push(callback),
    setTimeout: (callback: () => void) => afterPaint.push(callback),
    fetch: (url: string, init: RequestInit) => {
      fetched.push([url, init]);
      return Promise.resolve(Response.json({ answered: "early" }));
    },
  };
  page.window = page;
  runInNewContext(preloadScript(), page);
  /** Lets the page paint: runs what waited for the frame, then what waited for the task after it. */
  const paint = () => {
    while (afterPaint.length > 0) afterPaint.shift()!();
  };
  return { prefetched: page[PREFETCH_GLOBAL], fetched, added, paint };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL];
});

describe("the route preload script's RPC handshake", () => {
  it("asks for a ride link's status as the page would, and files it where the page takes it once", async () => {
    const { prefetched, fetched } = land(`/ride/${REFERENCE}/${TOKEN}`);
    // The page's arguments, in the order it sends them (src/features/rides/api/queries.ts).
    const body = JSON.stringify({ p_reference: REFERENCE, p_token: TOKEN });
    expect(fetched).toEqual([
      [
        `${API}/rest/v1/rpc/ride_status`,
        { method: "POST", headers: anonHeaders(ANON_KEY), body },
      ],
    ]);

    (globalThis as Record<string, unknown>)[PREFETCH_GLOBAL] = prefetched;
    const other = prefetchKey("ride_status", body.replace(TOKEN, "x"));
    expect(takePrefetched(other)).toBeUndefined();
    const response = takePrefetched(prefetchKey("ride_status", body));
    await expect(response?.then((answer) => answer.json())).resolves.toEqual({
      answered: "early",
    });
    expect(takePrefetched(prefetchKey("ride_status", body))).toBeUndefined();
  });

  it("asks nothing early on a page without an RPC, or for a link not shaped like a ride's", () => {
    for (const pathname of ["/book-a-ride", `/ride/${REFERENCE}/short`]) {
      const { prefetched, fetched } = land(pathname);
      expect(fetched).toEqual([]);
      expect(prefetched).toBeUndefined();
    }
  });
});

describe("the route preload script on a page", () => {
  it("built in the browser: asks for the route's chunks at once, and leaves the entry to its tag", () => {
    const { added, paint } = land("/our-fleet");
    const preloads = added.filter((element) => element.rel === "modulepreload");
    expect(preloads.length).toBeGreaterThan(0);
    expect(added.some((element) => element.tag === "script")).toBe(false);
    paint();
    expect(added.some((element) => element.tag === "script")).toBe(false);
  });

  it("asks for the layout's group chunk, the page and the footer with it; the account menu only for a stored session", () => {
    const fileOf = (module: string) =>
      Object.values(fakeBundle()).find((chunk) =>
        chunk.moduleIds.includes(`/repo/${module}`),
      )!.fileName;
    const preloaded = (storedSession: boolean) =>
      land(`/ride/${REFERENCE}/${TOKEN}`, false, storedSession)
        .added.filter((element) => element.rel === "modulepreload")
        .map((element) => element.href);
    const ride = publicRoutes.find((route) => route.path.startsWith("/ride/"))!;
    const withoutSession = preloaded(false);
    expect(withoutSession).toEqual(
      expect.arrayContaining([
        "/assets/query.js",
        `/${fileOf(`src/app/${ride.module}`)}`,
        `/${fileOf(SITE_FOOTER)}`,
      ]),
    );
    expect(withoutSession).not.toContain(`/${fileOf(SIGNED_IN_ACTIONS)}`);
    expect(preloaded(true)).toEqual([
      ...withoutSession,
      `/${fileOf(SIGNED_IN_ACTIONS)}`,
    ]);
  });

  it("pre-rendered: asks for nothing before the first paint, then for the route's chunks and the entry", () => {
    const { added, paint } = land("/our-fleet", true);
    // Only the connection to the API (the fleet page reads it) goes out before the page paints.
    expect(added.map((element) => element.rel)).toEqual(["preconnect"]);
    paint();
    const preloads = added.filter((element) => element.rel === "modulepreload");
    expect(preloads.length).toBeGreaterThan(0);
    const entry = added.filter((element) => element.tag === "script");
    expect(entry).toEqual([
      expect.objectContaining({ type: "module", src: "/assets/index.js" }),
    ]);
  });

  it("pre-rendered at an address no route lists (the 404 page): still loads the entry after paint", () => {
    const { added, paint } = land("/no-such-page", true);
    expect(added).toEqual([]);
    paint();
    expect(added.filter((element) => element.tag === "script")).toHaveLength(1);
  });
});
