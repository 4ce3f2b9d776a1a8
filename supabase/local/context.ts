import type { LocalConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import type { Keys } from "./keys.ts";
import type { MailSink } from "./mail/mail-sink.ts";

/** Everything a service of the local runtime needs; built once by server.ts. */
export interface RuntimeContext {
  config: LocalConfig;
  keys: Keys;
  db: Database;
  /** Absolute path of the project's `supabase/` folder. */
  supabaseDir: string;
  /** Where files live (storage objects); undefined when the database is in memory. */
  dataDir: string | undefined;
  /** Public base URL of the API gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** Base URL of the mail viewer, e.g. http://127.0.0.1:54324 */
  mailUrl: string;
  mail: MailSink;
  /** Base URL of the Paystack stand-in (paystack/), what functions get as PAYSTACK_BASE_URL. */
  paystackUrl: string;
  /** Called after migrations (and whenever the schema may have changed) to refresh caches. */
  onSchemaChange(listener: () => Promise<void>): void;
  schemaChanged(): Promise<void>;
  log(line: string): void;
}
