import { AsyncLocalStorage } from "node:async_hooks";

/** What an edge function's `Deno.serve(...)` call handed over. */
export interface CapturedFunction {
  handler: Deno.ServeHandler;
  onError?: (error: unknown) => Response | Promise<Response>;
}

/** Per-runtime environment seen through `Deno.env`, layered over `process.env`. */
export type FunctionEnv = Map<string, string>;

interface ShimState {
  envScope: AsyncLocalStorage<FunctionEnv>;
  latestEnv: FunctionEnv;
  // Modules evaluate once per process, so the captured handler is cached per entry URL, not per runtime.
  captured: Map<string, Promise<CapturedFunction>>;
  capturing: ((fn: CapturedFunction) => void) | undefined;
  importQueue: Promise<unknown>;
}

// Kept on globalThis: a test runner may load this module more than once in one process (one copy
// per project), while there is only one `Deno` global whose `serve` must reach the shared state.
const STATE_KEY = Symbol.for("supabase-local.deno-shim");
const state: ShimState = ((globalThis as Record<symbol, unknown>)[STATE_KEY] ??=
  {
    envScope: new AsyncLocalStorage<FunctionEnv>(),
    latestEnv: new Map(),
    captured: new Map(),
    capturing: undefined,
    importQueue: Promise.resolve(),
  }) as ShimState;

const LOCAL_ADDR: Deno.NetAddr = {
  transport: "tcp",
  hostname: "127.0.0.1",
  port: 0,
};

function currentEnv(): FunctionEnv {
  return state.envScope.getStore() ?? state.latestEnv;
}

const env: Deno.Env = {
  get: (key) => currentEnv().get(key) ?? process.env[key],
  set: (key, value) => void currentEnv().set(key, value),
  delete: (key) => void currentEnv().delete(key),
  has: (key) => currentEnv().has(key) || key in process.env,
  toObject: () => {
    const fromProcess = Object.entries(process.env).filter(
      (e): e is [string, string] => e[1] !== undefined,
    );
    return Object.fromEntries([...fromProcess, ...currentEnv()]);
  },
};

function serve(
  first:
    Deno.ServeHandler | (Deno.ServeOptions & { handler?: Deno.ServeHandler }),
  second?: Deno.ServeHandler,
): Deno.HttpServer {
  const options = typeof first === "function" ? {} : first;
  const handler =
    typeof first === "function" ? first : (second ?? first.handler);
  if (handler) state.capturing?.({ handler, onError: options.onError });
  return {
    finished: new Promise<void>(() => undefined),
    addr: LOCAL_ADDR,
    shutdown: async () => undefined,
    ref: () => undefined,
    unref: () => undefined,
  };
}

/** Installs the `Deno` global (idempotent) and makes `values` the environment of this runtime's functions. */
export function installDenoShim(values: Record<string, string>): FunctionEnv {
  const scope = globalThis as { Deno?: unknown };
  scope.Deno ??= { serve, env };
  state.latestEnv = new Map(Object.entries(values));
  return state.latestEnv;
}

export function runWithEnv<T>(scope: FunctionEnv, fn: () => T): T {
  return state.envScope.run(scope, fn);
}

/** Imports an `index.ts` once and returns the handler its `Deno.serve` call registered. */
export function loadFunction(
  entryUrl: string,
  scope: FunctionEnv,
): Promise<CapturedFunction> {
  let pending = state.captured.get(entryUrl);
  if (!pending) {
    // One import at a time, so each Deno.serve call is attributed to the module being loaded.
    pending = state.importQueue.then(() => capture(entryUrl, scope));
    state.importQueue = pending.catch(() => undefined);
    state.captured.set(entryUrl, pending);
    pending.catch(() => state.captured.delete(entryUrl));
  }
  return pending;
}

async function capture(
  entryUrl: string,
  scope: FunctionEnv,
): Promise<CapturedFunction> {
  let found: CapturedFunction | undefined;
  state.capturing = (fn) => {
    found ??= fn;
  };
  try {
    await runWithEnv(scope, () => import(entryUrl));
  } finally {
    state.capturing = undefined;
  }
  if (!found) throw new Error(`${entryUrl} did not call Deno.serve()`);
  return found;
}
