/**
 * The local backend's public entry: everything tests, e2e runs, scripts and benchmarks use.
 * Modules behind it are internal and may change shape; import from here only.
 */
export { startRuntime, type Runtime, type RuntimeOptions } from "./server.ts";
export {
  loadConfig,
  DEFAULT_AUTH_RATE_LIMITS,
  type AuthRateLimits,
  type LocalConfig,
} from "./config.ts";
export type { RuntimeContext } from "./context.ts";
export {
  openLocalDatabase,
  resetDatabase,
  type LocalDatabaseOptions,
} from "./db/open.ts";
export {
  openDatabase,
  type Database,
  type OpenOptions,
  type Queryable,
  type QueryResult,
} from "./db/database.ts";
export { migrate, type MigrationReport } from "./db/migrate.ts";
export {
  cliDatabaseUrl,
  pushWithCli,
  runCli,
  type CliOutput,
} from "./db/cli-push.ts";
export { siblingDatabase, suffixedName } from "./db/sibling-database.ts";
export { PUBLISHABLE_KEY, SECRET_KEY } from "./keys.ts";
export {
  loadSigningKeys,
  type SigningKey,
  type SigningKeySet,
} from "./auth/signing-keys.ts";
export type { StoredMail } from "./mail/mail-sink.ts";
export { denoExecutable, toolchainEnv } from "./functions/deno-toolchain.ts";
