import { fileURLToPath } from "node:url";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import { seedLargeBookings } from "../scripts/seed-large.ts";
import {
  siblingDatabase,
  startRuntime,
  suffixedName,
  type Database,
  type Runtime,
} from "../supabase/local/index.ts";
import { bookingsPageCases, fetchBookingsList } from "./bookings-page.ts";
import { measure, type Sample } from "./stats.ts";

/**
 * The product database under load: the repository's own migrations and seed on a fresh database
 * plus 100 000 bookings (scripts/seed-large.ts), read through supabase-js the way the back office
 * and the owner portal read it.
 */

export const LARGE_BOOKINGS = 100_000;
const PAGE = 25;
const PASSWORD = "bench-password-1";

/** The admin bookings list: newest first, one page, driver and vehicle embedded, estimated total. */
export const ADMIN_BOOKINGS_SELECT =
  "id, reference, customer_name, pickup_location, dropoff_location, booking_time, service_type, status, fare_kobo, created_at, driver:drivers(name), vehicle:fleets(model)";

export interface DatabaseBench {
  runtime: Runtime;
  db: Database;
  admin: SupabaseClient;
  owner: SupabaseClient;
  adminBookingsPage(page: number): Promise<unknown>;
  dashboardStats(): Promise<unknown>;
  ownerReportTotals(): Promise<unknown>;
  stop(): Promise<void>;
}

/**
 * Starts a runtime on the product schema (fresh in-memory PGlite, or a database of its own next
 * to `databaseUrl`), adds the large booking history, an administrator and a vehicle owner with
 * three vehicles and 18 months of revenue reports, and returns the three measured reads.
 */
export async function prepareDatabaseBench({
  databaseUrl,
  suffix = "_bench_app",
  workdir = fileURLToPath(new URL("..", import.meta.url)),
}: {
  databaseUrl?: string;
  suffix?: string;
  workdir?: string;
} = {}): Promise<DatabaseBench> {
  const url = databaseUrl
    ? await siblingDatabase(databaseUrl, suffixedName(databaseUrl, suffix))
    : undefined;
  const runtime = await startRuntime({
    workdir,
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: url,
    reset: Boolean(url),
    log: () => undefined,
  });
  try {
    const db = runtime.context.db;
    const options = {
      auth: { persistSession: false, autoRefreshToken: false },
    };
    const service = createClient(
      runtime.apiUrl,
      runtime.serviceRoleKey,
      options,
    );
    const signIn = async (role: string) => {
      const email = `bench-${role}-${Date.now().toString(36)}@example.com`;
      const created = await service.auth.admin.createUser({
        email,
        password: PASSWORD,
        email_confirm: true,
        app_metadata: { role },
      });
      if (created.error) throw created.error;
      const client = createClient(runtime.apiUrl, runtime.anonKey, options);
      const session = await client.auth.signInWithPassword({
        email,
        password: PASSWORD,
      });
      if (session.error) throw session.error;
      return { client, id: created.data.user.id };
    };
    const admin = await signIn("admin");
    const owner = await signIn("owner");

    await seedLargeBookings(db, { bookings: LARGE_BOOKINGS });
    await db.query(
      `update public.fleets set owner_id = $1
       where id in (select id from public.fleets order by registration_number limit 3)`,
      [owner.id],
    );
    await db.exec(`
      insert into public.revenue_reports (vehicle_id, period, revenue_kobo, expenses_kobo)
      select f.id, (date_trunc('month', now()) - m * interval '1 month')::date,
             (150000 + (m * 7919 + length(f.registration_number)) % 90000) * 100,
             (40000 + (m * 3571) % 30000) * 100
      from public.fleets f, generate_series(0, 17) as m
      -- Paid months (the seed's) are locked; their reports are already there.
      where not exists (
        select 1 from public.report_periods p
        where p.period = (date_trunc('month', now()) - m * interval '1 month')::date
          and p.status = 'paid')
      on conflict (vehicle_id, period) do nothing;
      analyze public.fleets;
      analyze public.drivers;
      analyze public.revenue_reports;`);

    const check = <T extends { error: unknown }>(r: T) => {
      if (r.error) throw r.error;
      return r;
    };
    return {
      runtime,
      db,
      admin: admin.client,
      owner: owner.client,
      adminBookingsPage: async (page) => {
        const r = check(
          await admin.client
            .from("bookings")
            .select(ADMIN_BOOKINGS_SELECT, { count: "estimated" })
            .order("created_at", { ascending: false })
            .range(page * PAGE, page * PAGE + PAGE - 1),
        );
        // Past max_rows the total is the planner's estimate, so only its presence is checked.
        if (r.data?.length !== PAGE || !r.count)
          throw new Error("short bookings page");
        return r.data;
      },
      dashboardStats: async () =>
        check(await admin.client.rpc("dashboard_stats")).data,
      ownerReportTotals: async () =>
        check(await owner.client.rpc("owner_report_totals")).data,
      stop: () => runtime.stop(),
    };
  } catch (error) {
    await runtime.stop();
    throw error;
  }
}

export interface BenchRow {
  name: string;
  sample: Sample;
  budget: number;
}

/** The database rows of `npm run bench`: p95 under 20 ms on PGlite, 10 ms on PostgreSQL. */
export async function benchDatabase(databaseUrl?: string): Promise<BenchRow[]> {
  const budget = databaseUrl ? 10 : 20;
  const bench = await prepareDatabaseBench({ databaseUrl });
  try {
    const opts = { count: 200, warmup: 20 };
    // Seven cases, each slow one (an exact count over most bookings) ~0.1 s a call on PGlite.
    const pageOpts = { count: 100, warmup: 10 };
    const rows: BenchRow[] = [];
    // The admin bookings screen's own requests (exact count, embeds, tie-break order).
    for (const c of await bookingsPageCases(bench.db)) {
      rows.push({
        name: `bookings page: ${c.name}`,
        budget,
        sample: await measure(async (i) => {
          const page = await fetchBookingsList(bench.admin, c.search(i));
          if (page.rows.length < c.minRows)
            throw new Error(`bookings page: ${c.name}: too few rows`);
        }, pageOpts),
      });
    }
    rows.push(
      {
        name: "dashboard_stats() as admin (100k bookings)",
        budget,
        sample: await measure(() => bench.dashboardStats(), opts),
      },
      {
        name: "owner_report_totals() as owner",
        budget,
        sample: await measure(() => bench.ownerReportTotals(), opts),
      },
    );
    return rows;
  } finally {
    await bench.stop();
  }
}
