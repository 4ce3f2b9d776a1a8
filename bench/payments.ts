import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { parseEnv } from "node:util";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import { paystackSignature } from "../supabase/functions/_shared/paystack-signature.ts";
import {
  siblingDatabase,
  startRuntime,
  suffixedName,
} from "../supabase/local/index.ts";
import type { BenchRow } from "./database.ts";
import { measure } from "./stats.ts";

const workdir = fileURLToPath(new URL("..", import.meta.url));
/** begin_online_payment allows 10 checkouts per ride and hour; the bench opens at most 8 on each. */
const RIDES = 90;
const CHECKOUTS = { count: 300, warmup: 30, concurrency: 4 };
const WEBHOOKS = { count: 250, warmup: 30, concurrency: 4 };

/**
 * Money moves through the functions, on the product schema with the local Paystack stand-in:
 * - checkout: `POST /functions/v1/payments/checkout` for a ride (relay, verify_jwt, the worker,
 *   begin_online_payment as the rider, Paystack's initialise, the answer), budget p95 150 ms;
 * - webhook: a signed `charge.success` for one of those checkouts (signature, claim, Paystack's
 *   verify, record_paystack_charge, finish), each reference delivered once, budget p95 50 ms.
 */
export async function benchPayments(databaseUrl?: string): Promise<BenchRow[]> {
  const url = databaseUrl
    ? await siblingDatabase(
        databaseUrl,
        suffixedName(databaseUrl, "_bench_payments"),
      )
    : undefined;
  const runtime = await startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    paystackPort: 0,
    dataDir: null,
    databaseUrl: url,
    reset: Boolean(url),
    log: () => undefined,
  });
  try {
    const service = createClient(runtime.apiUrl, runtime.serviceRoleKey, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const rides = await createRides(service);
    const headers = {
      apikey: runtime.anonKey,
      Authorization: `Bearer ${runtime.anonKey}`,
      "Content-Type": "application/json",
    };
    const opened: string[] = [];
    const checkout = await measure(async (i) => {
      const ride = rides[i % rides.length]!;
      const res = await fetch(
        `${runtime.apiUrl}/functions/v1/payments/checkout`,
        {
          method: "POST",
          headers,
          body: JSON.stringify(ride),
        },
      );
      const body = (await res.json()) as { payment_reference?: string };
      if (res.status !== 200 || !body.payment_reference)
        throw new Error(`checkout: ${res.status} ${JSON.stringify(body)}`);
      opened.push(body.payment_reference);
    }, CHECKOUTS);

    const secret = await webhookSecret();
    let next = 0;
    const webhook = await measure(async () => {
      const reference = opened[next++];
      if (!reference) throw new Error("webhook bench ran out of checkouts");
      const raw = JSON.stringify({
        event: "charge.success",
        data: {
          reference,
          status: "success",
          amount: 1_500_000,
          currency: "NGN",
        },
      });
      const res = await fetch(
        `${runtime.apiUrl}/functions/v1/paystack-webhook`,
        {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            "x-paystack-signature": await paystackSignature(secret, raw),
          },
          body: raw,
        },
      );
      const body = (await res.json()) as { outcome?: string };
      // An opened, unpaid checkout verifies as abandoned: recorded as a failed charge.
      if (res.status !== 200 || body.outcome !== "failed")
        throw new Error(`webhook: ${res.status} ${JSON.stringify(body)}`);
    }, WEBHOOKS);

    return [
      {
        name: "payments checkout: begin_online_payment + Paystack initialise (relay + worker)",
        budget: 150,
        sample: checkout,
      },
      {
        name: "paystack-webhook: signed charge.success → verify → record (relay + worker)",
        budget: 50,
        sample: webhook,
      },
    ];
  } finally {
    await runtime.stop();
  }
}

/** The key the functions hold locally: `.env`'s PAYSTACK_SECRET_KEY, else the stand-in's test key. */
async function webhookSecret(): Promise<string> {
  const env = await readFile(
    `${workdir}/supabase/functions/.env`,
    "utf8",
  ).catch(() => "");
  return (
    parseEnv(env).PAYSTACK_SECRET_KEY ||
    "sk_test_ekoluxe_local_0000000000000000000000"
  );
}

/** Upcoming rides with their manage tokens, written as the service role. */
async function createRides(service: SupabaseClient) {
  const rows = Array.from({ length: RIDES }, (_, i) => ({
    customer_name: `Bench Rider ${i}`,
    customer_phone: "+2348031234567",
    customer_email: `bench-rider-${i}@example.com`,
    pickup_location: "Ikeja City Mall",
    dropoff_location: "Lekki Phase 1",
    booking_time: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    fare_kobo: 1_500_000,
    fare_breakdown: {},
    idempotency_key: randomUUID(),
  }));
  const inserted = await service.from("bookings").insert(rows).select("id");
  if (inserted.error) throw inserted.error;
  const ids = (inserted.data as { id: string }[]).map((r) => r.id);
  const links = await service
    .from("ride_links")
    .select("manage_token, booking:bookings(reference)")
    .in("booking_id", ids);
  if (links.error) throw links.error;
  return (
    links.data as unknown as {
      manage_token: string;
      booking: { reference: string };
    }[]
  ).map((l) => ({ reference: l.booking.reference, token: l.manage_token }));
}

/** `node bench/payments.ts`: only these rows. */
if (import.meta.url === `file://${process.argv[1]}`) {
  let failed = 0;
  for (const { name, sample, budget } of await benchPayments(
    process.env.BENCH_DATABASE_URL,
  )) {
    const ok = sample.p95 < budget;
    if (!ok) failed++;
    console.log(
      `| ${name} | ${sample.p50.toFixed(1)} | ${sample.p95.toFixed(1)} | ${sample.perSecond.toFixed(0)} | < ${budget} | ${ok ? "ok" : "OVER"} |`,
    );
  }
  process.exit(failed ? 1 : 0);
}
