import { createServiceClient } from "../_shared/clients.ts";
import { handler } from "./handler.ts";
import { limitsFromEnv } from "./limits.ts";
import { selectProvider } from "./providers/select-provider.ts";
import { siteUrlFromEnv } from "./site-url.ts";
import { supabaseEmailStore } from "./store.ts";
import { brand } from "./templates/brand.ts";

const env = (key: string) => Deno.env.get(key);
const limits = limitsFromEnv(env);
const siteUrl = siteUrlFromEnv(env);

Deno.serve((req) =>
  handler(req, {
    store: supabaseEmailStore(
      createServiceClient(
        env("SUPABASE_URL") ?? "",
        env("SUPABASE_SERVICE_ROLE_KEY") ?? "",
      ),
    ),
    provider: selectProvider(env),
    opsEmail: env("OPS_EMAIL") || brand.defaultEmail,
    fromEmail: env("EMAIL_FROM") || `${brand.name} <${brand.defaultEmail}>`,
    limits,
    siteUrl,
  }),
);
