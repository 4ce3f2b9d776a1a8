import { createServiceClient } from "../_shared/clients.ts";
import { requireLiveAdmin } from "../_shared/live-admin.ts";
import { authConfirmUrl, siteUrlFromEnv } from "../_shared/site-url.ts";
import { handler } from "./handler.ts";
import { supabaseUserAdmin } from "./supabase-store.ts";

const env = (key: string) => Deno.env.get(key) ?? "";
const auth = {
  supabaseUrl: env("SUPABASE_URL"),
  anonKey: env("SUPABASE_ANON_KEY"),
};
// Invitation and reset links land on the app's /auth/confirm page (a bad SITE_URL fails at boot).
const redirectTo = authConfirmUrl(siteUrlFromEnv(env));

Deno.serve((req) =>
  handler(req, {
    authorize: (request) => requireLiveAdmin(request, auth),
    users: supabaseUserAdmin(
      createServiceClient(auth.supabaseUrl, env("SUPABASE_SERVICE_ROLE_KEY")),
      { redirectTo },
    ),
  }),
);
