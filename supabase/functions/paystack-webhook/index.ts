import { createServiceClient } from "../_shared/clients.ts";
import { supabasePaystackLedger } from "../_shared/paystack-ledger-supabase.ts";
import { sendEmailNotifier } from "../_shared/paystack-notify.ts";
import {
  createPaystackClient,
  PAYSTACK_BASE_URL,
} from "../_shared/paystack.ts";
import { handler } from "./handler.ts";

const env = (key: string) => Deno.env.get(key) ?? "";
const supabaseUrl = env("SUPABASE_URL");
const serviceRoleKey = env("SUPABASE_SERVICE_ROLE_KEY");
const secretKey = env("PAYSTACK_SECRET_KEY");
// Without the key no delivery can be verified: say so at once rather than refuse every one quietly.
if (!secretKey)
  console.error("paystack-webhook: PAYSTACK_SECRET_KEY is not set");

const deps = {
  secretKey,
  paystack: createPaystackClient({
    baseUrl: env("PAYSTACK_BASE_URL") || PAYSTACK_BASE_URL,
    secretKey,
  }),
  ledger: supabasePaystackLedger(
    createServiceClient(supabaseUrl, serviceRoleKey),
  ),
  notify: sendEmailNotifier({ supabaseUrl, serviceRoleKey }),
};

Deno.serve((req) => handler(req, deps));
