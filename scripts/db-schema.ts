import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { suffixedName } from "../supabase/local/index.ts";
import { dumpSchema } from "./db-schema-dump.ts";

/**
 * `npm run db:schema`: writes supabase/schema.sql, every object the migrations define as it is
 * now, so "where is X defined?" is one grep. Builds a throw-away database next to DATABASE_URL
 * (default: the local PostgreSQL) with `supabase db push`; needs pg_dump of the project's
 * PostgreSQL major version. `--check` only reports whether the file is current (exit 1 if stale).
 */
const { values } = parseArgs({
  options: { check: { type: "boolean", default: false } },
});
const projectDir = fileURLToPath(new URL("..", import.meta.url));
const target = fileURLToPath(
  new URL("../supabase/schema.sql", import.meta.url),
);
const baseUrl =
  process.env.DATABASE_URL ??
  "postgresql://postgres:postgres@127.0.0.1:5432/postgres";

const schema = await dumpSchema({
  projectDir,
  baseUrl,
  databaseName: suffixedName(baseUrl, "_schema"),
});
const current = await readFile(target, "utf8").catch(() => "");
if (values.check) {
  if (current !== schema) {
    console.error("supabase/schema.sql is stale: run `npm run db:schema`.");
    process.exit(1);
  }
  console.log("supabase/schema.sql is current.");
} else if (current === schema) {
  console.log("supabase/schema.sql is already current.");
} else {
  await writeFile(target, schema);
  console.log("Wrote supabase/schema.sql.");
}
