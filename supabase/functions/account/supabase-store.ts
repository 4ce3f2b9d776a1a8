import type { SupabaseClient } from "@supabase/supabase-js";

import { HttpError } from "../_shared/http.ts";
import type { AccountStore, Anonymised } from "./store.ts";

export function supabaseAccounts(client: SupabaseClient): AccountStore {
  return {
    async countOtherAdmins(userId) {
      const { data, error } = await client.rpc("admin_count_other_admins", {
        p_user_id: userId,
      });
      if (error)
        throw new Error(`admin_count_other_admins failed: ${error.message}`);
      return data as number;
    },
    async anonymise(userId) {
      const { data, error } = await client.rpc("anonymise_account", {
        p_user_id: userId,
      });
      // The database's own last-administrator check (a race past the handler's).
      if (error?.code === "PT409")
        throw new HttpError(409, "last_admin", error.message);
      if (error) throw new Error(`anonymise_account failed: ${error.message}`);
      return data as Anonymised;
    },
    async deleteUser(userId) {
      const { error } = await client.auth.admin.deleteUser(userId);
      if (error) throw new Error(`deleteUser failed: ${error.message}`);
    },
  };
}
