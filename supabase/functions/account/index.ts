import { requireUser } from "../_shared/auth.ts";
import { createServiceClient } from "../_shared/clients.ts";
import { handler } from "./handler.ts";
import { supabaseAccounts } from "./supabase-store.ts";

const env = (key: string) => Deno.env.get(key) ?? "";
const auth = {
  supabaseUrl: env("SUPABASE_URL"),
  anonKey: env("SUPABASE_ANON_KEY"),
};

Deno.serve((req) =>
  handler(req, {
    authenticate: (request) => requireUser(request, auth),
    accounts: supabaseAccounts(
      createServiceClient(auth.supabaseUrl, env("SUPABASE_SERVICE_ROLE_KEY")),
    ),
  }),
);
