import type { Queryable } from "../db/database.ts";

/**
 * PostgREST's in-database configuration: `pgrst.*` settings on the authenticator role
 * (`alter role authenticator set pgrst.db_aggregates_enabled = 'true'`), read at start and again
 * on `notify pgrst, 'reload config'`. Only the settings this API acts on are kept.
 */
export interface DbConfig {
  /** `db-aggregates-enabled`: aggregate functions in `select` (off by default). */
  aggregatesEnabled: boolean;
  /** `db-plan-enabled`: the `application/vnd.pgrst.plan` media type (off by default). */
  planEnabled: boolean;
  /** `db-tx-end`: how a request's transaction ends, and whether `Prefer: tx` may change it. */
  txEnd: TxEnd;
}

export type TxEnd =
  "commit" | "commit-allow-override" | "rollback" | "rollback-allow-override";

export const DEFAULT_DB_CONFIG: DbConfig = {
  aggregatesEnabled: false,
  planEnabled: false,
  txEnd: "commit",
};

// A setting for this database wins over one for every database (setdatabase 0), as in PostgREST.
const SETTINGS_SQL = `
select substr(setting, 7, strpos(setting, '=') - 7) as name,
  substr(setting, strpos(setting, '=') + 1) as value
from pg_catalog.pg_db_role_setting r, unnest(r.setconfig) as setting
where r.setrole = (select oid from pg_catalog.pg_roles where rolname = 'authenticator')
  and r.setdatabase in (0, (select oid from pg_catalog.pg_database where datname = current_database()))
  and setting like 'pgrst.%'
order by r.setdatabase`;

const TX_ENDS: TxEnd[] = [
  "commit",
  "commit-allow-override",
  "rollback",
  "rollback-allow-override",
];

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined
    ? fallback
    : ["true", "on", "1", "yes"].includes(value.toLowerCase());

export async function loadDbConfig(db: Queryable): Promise<DbConfig> {
  const { rows } = await db.query<{ name: string; value: string }>(
    SETTINGS_SQL,
  );
  const settings = new Map(
    rows.map((row) => [row.name.replaceAll("-", "_"), row.value]),
  );
  const txEnd = settings.get("db_tx_end") as TxEnd | undefined;
  return {
    aggregatesEnabled: flag(settings.get("db_aggregates_enabled"), false),
    planEnabled: flag(settings.get("db_plan_enabled"), false),
    txEnd: txEnd && TX_ENDS.includes(txEnd) ? txEnd : DEFAULT_DB_CONFIG.txEnd,
  };
}
