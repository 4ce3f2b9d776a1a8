import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { generateDatabaseTypes } from "./db-types/generate.ts";
import { openSchemaDatabase } from "./db-types/schema-database.ts";

/**
 * `npm run db:types`: writes src/lib/database.types.ts from the schema the migrations build.
 * `--db-url <url>` types a live PostgreSQL instead; `--check` only reports whether the file is
 * current (exit 1 when stale).
 */
const { values } = parseArgs({
  options: {
    "db-url": { type: "string" },
    check: { type: "boolean", default: false },
  },
});
const projectDir = fileURLToPath(new URL("..", import.meta.url));
const target = fileURLToPath(
  new URL("../src/lib/database.types.ts", import.meta.url),
);

const db = await openSchemaDatabase({
  projectDir,
  databaseUrl: values["db-url"],
});
let types: string;
try {
  types = await generateDatabaseTypes(db);
} finally {
  await db.close();
}
const current = await readFile(target, "utf8").catch(() => "");
if (values.check) {
  if (current !== types) {
    console.error(
      "src/lib/database.types.ts is stale: run `npm run db:types`.",
    );
    process.exit(1);
  }
  console.log("src/lib/database.types.ts is current.");
} else if (current === types) {
  console.log("src/lib/database.types.ts is already current.");
} else {
  await writeFile(target, types);
  console.log("Wrote src/lib/database.types.ts.");
}
