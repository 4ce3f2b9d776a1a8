import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, test } from "vitest";

import { generateDatabaseTypes } from "../../../scripts/db-types/generate.ts";
import { openSchemaDatabase } from "../../../scripts/db-types/schema-database.ts";

const projectDir = fileURLToPath(new URL("../../..", import.meta.url));
const committed = new URL(
  "../../../src/lib/database.types.ts",
  import.meta.url,
);

test("src/lib/database.types.ts matches the schema the migrations build", async () => {
  const db = await openSchemaDatabase({ projectDir });
  let fresh: string;
  try {
    fresh = await generateDatabaseTypes(db);
  } finally {
    await db.close();
  }
  const current = await readFile(committed, "utf8");
  expect(
    current === fresh,
    "src/lib/database.types.ts is stale: run `npm run db:types` and commit the result",
  ).toBe(true);
});

test("the generated file has the shape of `supabase gen types typescript`", async () => {
  const current = await readFile(committed, "utf8");
  for (const part of [
    "export type Json =",
    "export type Database = {",
    "__InternalSupabase: {",
    "Tables: {",
    "Views: {",
    "Functions: {",
    "Enums: {",
    "CompositeTypes: {",
    "export type Tables<",
    "export type TablesInsert<",
    "export type TablesUpdate<",
    "export type Enums<",
    "export type CompositeTypes<",
    "export const Constants = {",
  ])
    expect(current).toContain(part);
});
