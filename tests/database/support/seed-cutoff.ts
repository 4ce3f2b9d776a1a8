import { serviceClient } from "../../local-backend/support.ts";

/**
 * Other test files add rows to the same database. The seed's rows all carry a created_at no later
 * than the moment the seed ran, which is when the audit log got its first entry; later rows do not.
 */
let cutoff: Promise<string> | undefined;
export function seedCutoff(): Promise<string> {
  cutoff ??= (async () => {
    const { data, error } = await serviceClient()
      .from("audit_log")
      .select("at")
      .order("id")
      .limit(1)
      .single();
    if (error) throw error;
    return data.at as string;
  })();
  return cutoff;
}
