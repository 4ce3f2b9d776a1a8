import { createServiceClient } from "../_shared/clients.ts";
import { requireLiveAdmin } from "../_shared/live-admin.ts";
import { handler } from "./handler.ts";
import { supabaseUserAdmin } from "./supabase-store.ts";

const env = (key: string) => Deno.env.get(key) ?? "";
const auth = {
  supabaseUrl: env("SUPABASE_URL"),
  anonKey: env("SUPABASE_ANON_KEY"),
};

Deno.serve((req) =>
  handler(req, {
    authorize: (request) => requireLiveAdmin(request, auth),
    users: supabaseUserAdmin(
      createServiceClient(auth.supabaseUrl, env("SUPABASE_SERVICE_ROLE_KEY")),
    ),
  }),
);
