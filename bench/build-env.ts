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
