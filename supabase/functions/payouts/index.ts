import { requireUser } from "../_shared/auth.ts";
import { createServiceClient } from "../_shared/clients.ts";
import {
  createPaystackClient,
  PAYSTACK_BASE_URL,
} from "../_shared/paystack.ts";
import { cachedBankList } from "./bank-list.ts";
import { handler } from "./handler.ts";
import {
  supabaseCallerPayouts,
  supabasePayoutsLedger,
} from "./supabase-store.ts";

const env = (key: string) => Deno.env.get(key) ?? "";
const auth = {
  supabaseUrl: env("SUPABASE_URL"),
  anonKey: env("SUPABASE_ANON_KEY"),
};
const paystack = createPaystackClient({
  baseUrl: env("PAYSTACK_BASE_URL") || PAYSTACK_BASE_URL,
  secretKey: env("PAYSTACK_SECRET_KEY"),
});

const deps = {
  authenticate: async (req: Request) => {
    const { user, client } = await requireUser(req, auth);
    return { userId: user.id, caller: supabaseCallerPayouts(client) };
  },
  ledger: supabasePayoutsLedger(
    createServiceClient(auth.supabaseUrl, env("SUPABASE_SERVICE_ROLE_KEY")),
  ),
  paystack,
  // Module state: the worker keeps the bank list between calls.
  banks: cachedBankList(paystack),
};

Deno.serve((req) => handler(req, deps));
