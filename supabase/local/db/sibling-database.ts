import pg from "pg";

/**
 * Makes a database named `name` on the same PostgreSQL server as `baseUrl` and returns its URL:
 * kept when it exists, or dropped and created again with `recreate`. Lets tests, benchmarks and
 * the advisors each work in a database of their own.
 */
export async function siblingDatabase(
  baseUrl: string,
  name: string,
  { recreate = false }: { recreate?: boolean } = {},
): Promise<string> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    const quoted = pg.escapeIdentifier(name);
    if (recreate) {
      await admin.query(`drop database if exists ${quoted} with (force)`);
      await admin.query(`create database ${quoted}`);
    } else {
      const { rowCount } = await admin.query(
        "select 1 from pg_database where datname = $1",
        [name],
      );
      if (!rowCount) await admin.query(`create database ${quoted}`);
    }
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The base URL's database name with `suffix` appended. */
export function suffixedName(baseUrl: string, suffix: string): string {
  return `${new URL(baseUrl).pathname.slice(1)}${suffix}`;
}
