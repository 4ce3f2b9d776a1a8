import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { parseEnv } from "node:util";

/**
 * The secret key of the local stand-in: shaped like a Paystack test key, worthless anywhere else.
 * A project that sets PAYSTACK_SECRET_KEY in `supabase/functions/.env` gets that one instead, in
 * its functions and in the stand-in alike, so both sides of every call and webhook agree.
 */
export const LOCAL_PAYSTACK_SECRET_KEY =
  "sk_test_ekoluxe_local_0000000000000000000000";

/** Read on every use (a small file), so an edited `.env` reaches the stand-in as it reaches functions. */
export async function paystackSecretKey(supabaseDir: string): Promise<string> {
  const text = await readFile(
    join(supabaseDir, "functions", ".env"),
    "utf8",
  ).catch(() => undefined);
  const value =
    text === undefined ? undefined : parseEnv(text).PAYSTACK_SECRET_KEY;
  return value || LOCAL_PAYSTACK_SECRET_KEY;
}
