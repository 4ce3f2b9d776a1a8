import type { Database } from "./database.ts";

/** What PostgreSQL (and PGlite) answer to `create extension` for one they do not have. */
const NOT_AVAILABLE = /^extension "(.+)" is not available$/;

/**
 * A migration's `create extension` for an extension the database lacks, explained: the bare
 * `extension "postgis" is not available` says neither why (PGlite ships only a few extensions)
 * nor what to do (run on a PostgreSQL server that has it).
 */
export function missingExtensionMessage(
  error: unknown,
  kind: Database["kind"],
): string | undefined {
  const { code, message } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
  };
  if (code !== "0A000" || typeof message !== "string") return undefined;
  const name = NOT_AVAILABLE.exec(message)?.[1];
  if (!name) return undefined;
  return kind === "pglite"
    ? `needs the PostgreSQL extension "${name}", which the embedded database (PGlite) does not provide. ` +
        `Run on PostgreSQL instead: set DATABASE_URL to a server that has "${name}" installed ` +
        `(e.g. DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5432/postgres).`
    : `needs the PostgreSQL extension "${name}", which the server at DATABASE_URL does not have ` +
        `installed. Install "${name}" on that server, or point DATABASE_URL at one that has it.`;
}
