import type { Database, Queryable } from "../supabase/local/index.ts";

/** One SQL statement as the runtime sent it to Postgres. */
export interface Statement {
  sql: string;
  params?: unknown[];
}

/**
 * Records the statements the runtime sends while `capture(call)` runs, so a request can be replayed
 * later in a transaction of its own (same role, claims and settings) under EXPLAIN. `replay` opens
 * that transaction on the database itself, outside the recording.
 */
export function captureStatements(db: Database) {
  const transaction = db.transaction.bind(db);
  let recording: Statement[] | null = null;
  db.transaction = (fn) =>
    transaction((tx) =>
      fn({
        exec: (sql) => tx.exec(sql),
        query: (sql, params) => {
          recording?.push({ sql, params });
          return tx.query(sql, params);
        },
      } as Queryable),
    );
  return {
    async capture(call: () => Promise<unknown>): Promise<Statement[]> {
      const statements: Statement[] = [];
      recording = statements;
      try {
        await call();
      } finally {
        recording = null;
      }
      return statements;
    },
    replay: transaction as <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  };
}

const isEstimate = (s: Statement) => /^\s*explain\b/i.test(s.sql);

/**
 * A captured request split into its context (settings, role, claims) and its read: the last
 * statement other than the planner estimate that `count=estimated|planned` adds.
 */
export function splitRequest(statements: Statement[]): {
  context: Statement[];
  read: Statement;
} {
  const at = statements.findLastIndex((s) => !isEstimate(s));
  return {
    context: statements.slice(0, at).filter((s) => !isEstimate(s)),
    read: statements[at]!,
  };
}
