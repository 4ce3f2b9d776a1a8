import { createCallerClient, createServiceClient } from "../_shared/clients.ts";
import { supabasePaystackLedger } from "../_shared/paystack-ledger-supabase.ts";
import { sendEmailNotifier } from "../_shared/paystack-notify.ts";
import {
  createPaystackClient,
  PAYSTACK_BASE_URL,
} from "../_shared/paystack.ts";
import { siteUrlFromEnv } from "../_shared/site-url.ts";
import { handler } from "./handler.ts";
import { supabaseCallerPayments } from "./supabase-store.ts";

const env = (key: string) => Deno.env.get(key) ?? "";
const supabaseUrl = env("SUPABASE_URL");
const anonKey = env("SUPABASE_ANON_KEY");
const serviceRoleKey = env("SUPABASE_SERVICE_ROLE_KEY");

const deps = {
  callerFor: (authorization: string) =>
    supabaseCallerPayments(
      createCallerClient(supabaseUrl, anonKey, authorization),
    ),
  ledger: supabasePaystackLedger(
    createServiceClient(supabaseUrl, serviceRoleKey),
  ),
  paystack: createPaystackClient({
    baseUrl: env("PAYSTACK_BASE_URL") || PAYSTACK_BASE_URL,
    secretKey: env("PAYSTACK_SECRET_KEY"),
  }),
  // Checkout returns to the rider's ride page (a bad SITE_URL fails at boot).
  siteUrl: siteUrlFromEnv(env),
  notify: sendEmailNotifier({ supabaseUrl, serviceRoleKey }),
};

Deno.serve((req) => handler(req, deps));
