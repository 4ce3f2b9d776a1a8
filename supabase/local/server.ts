import { join, resolve } from "node:path";
import { Hono } from "hono";

import { loadSigningKeys, type SigningKeySet } from "./auth/signing-keys.ts";
import { loadConfig, type AuthRateLimits, type LocalConfig } from "./config.ts";
import type { RuntimeContext } from "./context.ts";
import type { Database } from "./db/database.ts";
import type { MigrationReport } from "./db/migrate.ts";
import { openLocalDatabase, resetDatabase } from "./db/open.ts";
import { startFunctionWorkers } from "./functions/functions-routes.ts";
import { gatewayRoutes, mailViewerRoutes } from "./http/gateway-routes.ts";
import { close, listen, portOf } from "./http/listen.ts";
import { startupGate } from "./http/startup-gate.ts";
import { createKeys } from "./keys.ts";
import { createMailSink } from "./mail/mail-sink.ts";
import {
  createRuntimePaystack,
  listenPaystack,
} from "./paystack/paystack-server.ts";
import { attachRealtime } from "./realtime/realtime-server.ts";

export interface RuntimeOptions {
  /** Project root holding `supabase/` (default: the current directory). */
  workdir?: string;
  /** API port; 0 picks a free one. Default: `[api] port` of config.toml. */
  port?: number;
  /** Mail viewer port; 0 picks a free one. Default: `[inbucket] port`. */
  mailPort?: number;
  /**
   * Paystack stand-in port; 0 picks a free one. Default: 54325 (paystack/paystack-port.ts), or a
   * free one when that is taken or when the API port is picked free (`port: 0`, as tests do).
   */
  paystackPort?: number;
  /** Local data folder; null keeps everything in memory. Default: `<workdir>/.supabase-local`. */
  dataDir?: string | null;
  /** Use this PostgreSQL instead of PGlite; null keeps PGlite even when `DATABASE_URL` is set. Default: `DATABASE_URL`. */
  databaseUrl?: string | null;
  /** Drop all local data first, then migrate and seed again. */
  reset?: boolean;
  /** Where request log lines go; default stdout. */
  log?: (line: string) => void;
  /** Replaces values of `[auth.rate_limit]`, e.g. so test suites that sign in often are not limited. */
  authRateLimits?: Partial<AuthRateLimits>;
  /** Replaces `[auth] site_url`. Default: SITE_URL of the environment (an e2e run serving the app elsewhere). */
  siteUrl?: string;
  /**
   * GoTrue's Security.UpdatePasswordRequireCurrentPassword, which config.toml cannot express.
   * Default: GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD of the environment.
   */
  updatePasswordRequireCurrentPassword?: boolean;
  /** Awaited once the servers listen, before any service is mounted (start-up tests knock here). */
  onListening?: (urls: { apiUrl: string; mailUrl: string }) => Promise<void>;
}

export interface Runtime {
  apiUrl: string;
  mailUrl: string;
  /** The Paystack stand-in (functions' PAYSTACK_BASE_URL). */
  paystackUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  publishableKey: string;
  secretKey: string;
  context: RuntimeContext;
  appliedMigrations: string[];
  seeded: boolean;
  stop(): Promise<void>;
}

export async function startRuntime(
  options: RuntimeOptions = {},
): Promise<Runtime> {
  const workdir = resolve(options.workdir ?? process.cwd());
  const supabaseDir = join(workdir, "supabase");
  const config = await loadConfig(supabaseDir);
  applyEnvironment(config, options);
  // Read before the database opens, so a bad key file stops the start at once, as the CLI's does.
  const signingKeys = config.auth.signingKeysPath
    ? await loadSigningKeys(config.auth.signingKeysPath)
    : undefined;
  const dataDir =
    options.dataDir === null
      ? undefined
      : resolve(options.dataDir ?? join(workdir, ".supabase-local"));
  const databaseUrl =
    options.databaseUrl === null
      ? undefined
      : (options.databaseUrl ?? process.env.DATABASE_URL);
  const log = options.log ?? ((line: string) => console.log(line));

  if (options.reset) await resetDatabase({ dataDir, databaseUrl });
  const { db, report } = await openLocalDatabase({
    dataDir,
    databaseUrl,
    supabaseDir,
    seed: config.seed.enabled,
    seedPaths: config.seed.sqlPaths,
  });
  if (options.authRateLimits)
    Object.assign(config.auth.rateLimit, options.authRateLimits);
  const cleanup: (() => Promise<void>)[] = [() => db.close()];
  try {
    const opened = {
      config,
      signingKeys,
      db,
      report,
      supabaseDir,
      dataDir,
      databaseUrl,
      log,
    };
    return await serveRuntime(opened, options, cleanup);
  } catch (error) {
    await stopAll(cleanup).catch(() => undefined);
    throw error;
  }
}

const REQUIRE_CURRENT_PASSWORD =
  "GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD";

/** What the runtime takes from its environment, as GoTrue would from its own. */
function applyEnvironment(config: LocalConfig, options: RuntimeOptions): void {
  const siteUrl = options.siteUrl ?? process.env.SITE_URL;
  if (siteUrl) config.auth.siteUrl = siteUrl;
  const raw = process.env[REQUIRE_CURRENT_PASSWORD];
  config.auth.updatePasswordRequireCurrentPassword =
    options.updatePasswordRequireCurrentPassword ??
    (raw === undefined || raw === "" ? false : parseGoBool(raw));
}

/** strconv.ParseBool, as GoTrue's envconfig reads booleans; anything else stops start-up. */
function parseGoBool(raw: string): boolean {
  if (["1", "t", "T", "TRUE", "true", "True"].includes(raw)) return true;
  if (["0", "f", "F", "FALSE", "false", "False"].includes(raw)) return false;
  throw new Error(
    `${REQUIRE_CURRENT_PASSWORD}=${JSON.stringify(raw)} is not a boolean (true, false, 1, 0, t, f)`,
  );
}

interface Opened {
  config: LocalConfig;
  signingKeys: SigningKeySet | undefined;
  db: Database;
  report: MigrationReport;
  supabaseDir: string;
  dataDir: string | undefined;
  databaseUrl: string | undefined;
  log: (line: string) => void;
}

/** Everything after the database is open; `cleanup` collects how to undo each step. */
async function serveRuntime(
  {
    config,
    signingKeys,
    db,
    report,
    supabaseDir,
    dataDir,
    databaseUrl,
    log,
  }: Opened,
  options: RuntimeOptions,
  cleanup: (() => Promise<void>)[],
): Promise<Runtime> {
  const keys = await createKeys(config.auth.jwtSecret, signingKeys);
  const mail = await createMailSink(db);
  const schemaListeners: (() => Promise<void>)[] = [];
  const api = new Hono();
  const mailApp = new Hono();
  // The servers listen first (services need the port) but answer 503 until every route exists.
  const apiGate = startupGate(api);
  const mailGate = startupGate(mailApp);
  const apiServer = await listen(
    apiGate.fetch,
    options.port ?? config.api.port,
  );
  cleanup.unshift(() => close(apiServer));
  const mailServer = await listen(
    mailGate.fetch,
    options.mailPort ?? config.inbucket.port,
  );
  cleanup.unshift(() => close(mailServer));
  const paystack = await listenPaystack(options, config, log);
  cleanup.unshift(() => close(paystack.server));
  const ctx: RuntimeContext = {
    config,
    keys,
    db,
    supabaseDir,
    dataDir,
    apiUrl: `http://127.0.0.1:${portOf(apiServer)}`,
    mailUrl: `http://127.0.0.1:${portOf(mailServer)}`,
    mail,
    paystackUrl: paystack.url,
    onSchemaChange: (listener) => void schemaListeners.push(listener),
    schemaChanged: async () => {
      for (const listener of schemaListeners) await listener();
    },
    log,
  };
  const functions = startFunctionWorkers(ctx, { databaseUrl });
  cleanup.unshift(() => functions.stop());
  await options.onListening?.({ apiUrl: ctx.apiUrl, mailUrl: ctx.mailUrl });

  await gatewayRoutes(api, ctx);
  await mailViewerRoutes(mailApp, ctx);
  const standIn = createRuntimePaystack(ctx);
  cleanup.unshift(() => standIn.stop());
  const realtime = await attachRealtime(apiServer, ctx);
  cleanup.unshift(() => realtime.close());
  await ctx.schemaChanged();
  apiGate.open();
  mailGate.open();
  paystack.open(standIn.app);

  return {
    apiUrl: ctx.apiUrl,
    mailUrl: ctx.mailUrl,
    paystackUrl: ctx.paystackUrl,
    anonKey: keys.anonKey,
    serviceRoleKey: keys.serviceRoleKey,
    publishableKey: keys.publishableKey,
    secretKey: keys.secretKey,
    context: ctx,
    appliedMigrations: report.applied,
    seeded: report.seeded,
    stop: () => stopAll(cleanup),
  };
}

async function stopAll(steps: (() => Promise<void>)[]): Promise<void> {
  for (const step of steps) await step();
}
