import {
  generateTypescript,
  sortGeneratorMetadata,
} from "@supabase/postgrest-typegen/generation";
import { introspect } from "@supabase/postgrest-typegen/introspection";

import type { Queryable } from "../../supabase/local/index.ts";

/** The schemas the API exposes to the web app (`[api] schemas` minus the GraphQL stub). */
export const TYPED_SCHEMAS = ["public"];

/**
 * The PostgREST API level the web app's client is typed for. The generator writes it into
 * `Database.__InternalSupabase`, so `createClient<Database>()` needs no second type argument.
 */
export const POSTGREST_VERSION = "12";

/**
 * `supabase gen types typescript` for a live database: the same introspection queries and
 * TypeScript template the CLI and postgres-meta use (`@supabase/postgrest-typegen`), run through
 * the local runtime's database adapter, so PGlite works as well as PostgreSQL.
 */
export async function generateDatabaseTypes(db: Queryable): Promise<string> {
  // The introspector issues its queries concurrently; the adapter takes them one by one.
  const metadata = await introspect(
    { query: (sql: string) => db.query(sql) },
    { includedSchemas: TYPED_SCHEMAS },
  );
  return generateTypescript(sortGeneratorMetadata(metadata), {
    postgrestVersion: POSTGREST_VERSION,
    defaultSchema: "public",
    // As the CLI asks for it: one-to-one relationships typed as such, `isOneToOne` on every one.
    detectOneToOneRelationships: true,
  });
}
