import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { dumpSchema } from "../../../scripts/db-schema-dump.ts";
import { suffixedName } from "../../../supabase/local/index.ts";

/**
 * supabase/schema.sql is what the migrations build, dumped by pg_dump: only on PostgreSQL, since
 * pg_dump cannot read the embedded database. The dump comes from a database of its own, pushed by
 * the Supabase CLI as a deploy would push it.
 */
const projectDir = fileURLToPath(new URL("../../..", import.meta.url));
const committed = new URL("../../../supabase/schema.sql", import.meta.url);

describe.runIf(!!process.env.DATABASE_URL)("supabase/schema.sql", () => {
  it(
    "matches the schema the migrations build",
    { timeout: 120_000 },
    async () => {
      const baseUrl = process.env.DATABASE_URL!;
      const fresh = await dumpSchema({
        projectDir,
        baseUrl,
        databaseName: suffixedName(baseUrl, "_schema_file"),
      });
      const current = await readFile(committed, "utf8");
      expect(
        current === fresh,
        "supabase/schema.sql is stale: run `npm run db:schema` and commit the result",
      ).toBe(true);
    },
  );

  it("defines each function and table once, findable by name", async () => {
    const schema = await readFile(committed, "utf8");
    for (const object of [
      "CREATE FUNCTION public.create_booking(",
      "CREATE FUNCTION public.set_booking_status(",
      "CREATE FUNCTION private.close_period(",
      "CREATE TABLE public.bookings (",
      "CREATE TABLE private.rate_limits (",
      'CREATE POLICY "anyone reads fleet images" ON storage.objects',
      "CREATE TRIGGER on_auth_user_created AFTER INSERT ON auth.users",
    ])
      expect(schema.split(object).length - 1, object).toBe(1);
  });
});
