import type { Plugin } from "vite";

export interface BackendEnv {
  /** The Supabase project the built app talks to, without a trailing slash. */
  url: string;
  anonKey: string;
}

const NAMES = ["VITE_SUPABASE_URL", "VITE_SUPABASE_ANON_KEY"] as const;

/**
 * The backend a production build is made for. The dev server falls back to the local backend
 * (src/config/env.ts); a build must never do so, or it would ship pointing at 127.0.0.1 with the
 * local demo key, so it stops here with a message that says what to set.
 */
export function requireBackendEnv(
  env: Readonly<Record<string, string | undefined>>,
): BackendEnv {
  const missing = NAMES.filter((name) => !env[name]?.trim());
  if (missing.length > 0)
    throw new Error(
      `${missing.join(" and ")} ${missing.length > 1 ? "are" : "is"} not set: a production build must name the ` +
        "Supabase project it talks to and never falls back to the local backend. Set VITE_SUPABASE_URL " +
        "and VITE_SUPABASE_ANON_KEY in the environment or an env file Vite reads (e.g. " +
        ".env.production.local); to build against the local backend, pass its URL and anon key explicitly.",
    );
  const url = env.VITE_SUPABASE_URL!.replace(/\/+$/, "");
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = "";
  }
  if (protocol !== "https:" && protocol !== "http:")
    throw new Error(
      `VITE_SUPABASE_URL must be the http(s) URL of the Supabase project, not "${url}".`,
    );
  return { url, anonKey: env.VITE_SUPABASE_ANON_KEY! };
}

/** Runs the check as soon as `vite build` has read its environment, before anything is bundled. */
export function backendEnvCheck(): Plugin {
  return {
    name: "ekoluxe:backend-env",
    apply: "build",
    configResolved(config) {
      requireBackendEnv(config.env);
    },
  };
}
