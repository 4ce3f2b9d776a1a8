import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { build, preview } from "vite";

/**
 * Runs `task` with the backend a production build must name (scripts/backend-env.ts) set in the
 * environment, then puts the previous values back.
 */
export async function withBackendEnv<T>(
  backend: { url: string; anonKey: string },
  task: () => Promise<T>,
): Promise<T> {
  const values = {
    VITE_SUPABASE_URL: backend.url,
    VITE_SUPABASE_ANON_KEY: backend.anonKey,
  };
  const previous = Object.entries(values).map(
    ([name]) => [name, process.env[name]] as const,
  );
  Object.assign(process.env, values);
  try {
    return await task();
  } finally {
    for (const [name, value] of previous)
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}

/**
 * A production build of the app pointed at `backend`, served by Vite's preview server on a free
 * port of 127.0.0.1 (what the e2e suite does through playwright.config.ts).
 */
export async function previewProductionBuild(
  backend: { url: string; anonKey: string },
  outDir: string,
): Promise<{ port: number; close: () => Promise<void> }> {
  const root = fileURLToPath(new URL("..", import.meta.url));
  await withBackendEnv(backend, () =>
    build({ root, logLevel: "error", build: { outDir, emptyOutDir: true } }),
  );
  const server = await preview({
    root,
    logLevel: "error",
    build: { outDir },
    preview: { host: "127.0.0.1", port: 0, strictPort: false, open: false },
  });
  const { port } = server.httpServer.address() as AddressInfo;
  return { port, close: () => server.close() };
}
