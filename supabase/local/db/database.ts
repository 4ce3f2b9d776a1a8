import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { pgcrypto } from "@electric-sql/pglite/contrib/pgcrypto";
import { uuid_ossp } from "@electric-sql/pglite/contrib/uuid_ossp";
import pg from "pg";

export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  /** Rows touched by INSERT/UPDATE/DELETE; undefined for other statements. */
  affectedRows?: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<Row = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
  ): Promise<QueryResult<Row>>;
  /** Runs a multi-statement script without parameters (migrations, seed). */
  exec(sql: string): Promise<void>;
}

/**
 * The one surface every service of the local runtime uses, so PGlite and a real PostgreSQL are
 * interchangeable. Statements run as the database owner; request code narrows the role inside
 * `transaction()` (see request-context.ts).
 */
export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Subscribes to NOTIFY on a channel; resolves to an unsubscribe function. */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
  ): Promise<() => Promise<void>>;
  /** PGlite only: a tarball of the data directory, used to clone a migrated database quickly. */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

const SEARCH_PATH = "public, extensions";

export interface OpenOptions {
  /** A postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data directory; undefined means in memory. */
  dataDir?: string;
  /** PGlite: start from this tarball (a previous dump) instead of running initdb. */
  loadDataDir?: Blob;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPGlite(options);
}

async function openPGlite({
  dataDir,
  loadDataDir,
}: OpenOptions): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir ? `file://${dataDir}` : undefined, {
    extensions: { pgcrypto, uuid_ossp },
    loadDataDir,
  });
  // PGlite is a single connection, so a session-level search_path holds for every request.
  await db.exec(`set search_path to ${SEARCH_PATH}`);
  const toResult = <Row>(r: {
    rows: Row[];
    affectedRows?: number;
    fields: { name: string; dataTypeID: number }[];
  }): QueryResult<Row> => ({
    rows: r.rows,
    affectedRows: r.affectedRows,
    fields: r.fields,
  });
  return {
    kind: "pglite",
    query: async <Row>(sql: string, params?: unknown[]) =>
      toResult<Row>(await db.query<Row>(sql, params)),
    exec: async (sql) => {
      await db.exec(sql);
    },
    transaction: (fn) =>
      db.transaction((tx) =>
        fn({
          query: async <Row>(sql: string, params?: unknown[]) =>
            toResult<Row>(await tx.query<Row>(sql, params)),
          exec: async (sql) => {
            await tx.exec(sql);
          },
        }),
      ),
    listen: async (channel, onPayload) => {
      const unlisten = await db.listen(channel, onPayload);
      return () => unlisten();
    },
    dump: () => db.dumpDataDir("gzip"),
    close: () => db.close(),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: `-c search_path=${SEARCH_PATH.replace(" ", "")}`,
  });
  pool.on("error", () => {
    // An idle client dropped by the server is replaced on the next checkout.
  });
  const toResult = <Row>(r: pg.QueryResult): QueryResult<Row> => ({
    rows: r.rows as Row[],
    affectedRows: ["INSERT", "UPDATE", "DELETE", "MERGE"].includes(r.command)
      ? (r.rowCount ?? 0)
      : undefined,
    fields: r.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })),
  });
  const listeners = new Set<pg.PoolClient>();
  return {
    kind: "postgres",
    query: async <Row>(sql: string, params?: unknown[]) =>
      toResult<Row>(await pool.query(sql, params)),
    exec: async (sql) => {
      await pool.query(sql);
    },
    transaction: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const out = await fn({
          query: async <Row>(sql: string, params?: unknown[]) =>
            toResult<Row>(await client.query(sql, params)),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query("commit");
        return out;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: async (channel, onPayload) => {
      const client = await pool.connect();
      listeners.add(client);
      client.on("notification", (msg) => {
        if (msg.channel === channel) onPayload(msg.payload ?? "");
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        listeners.delete(client);
        await client
          .query(`unlisten ${pg.escapeIdentifier(channel)}`)
          .catch(() => undefined);
        client.release();
      };
    },
    close: async () => {
      for (const client of listeners) client.release();
      await pool.end();
    },
  };
}
