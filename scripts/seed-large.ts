import { connect } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import {
  loadConfig,
  openLocalDatabase,
  type Queryable,
} from "../supabase/local/index.ts";

/**
 * `npm run db:seed-large`: adds a large, realistic booking history to the local database, for
 * performance work. Set-based (one `insert … select from generate_series`), spread over the
 * last 18 months, every status, linked to the places, vehicles, drivers and users already there
 * (a few vehicles and drivers are added first when the database has too few to spread over).
 */

export interface LargeSeedOptions {
  /** How many bookings to add. Default 100 000. */
  bookings?: number;
  /** Makes the generated data repeatable, between -1 and 1. */
  seed?: number;
}

export interface LargeSeedReport {
  bookings: number;
  vehicles: number;
  drivers: number;
  users: number;
  places: number;
  ms: number;
}

const MIN_VEHICLES = 24;
const MIN_DRIVERS = 24;
const MONTHS = 18;

export async function seedLargeBookings(
  db: Queryable & {
    transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  },
  { bookings = 100_000, seed = 0.42 }: LargeSeedOptions = {},
): Promise<LargeSeedReport> {
  const started = performance.now();
  const { rows } = await db.query<{ places: number; superuser: boolean }>(
    `select (select count(*)::int from public.places) as places,
            (select rolsuper from pg_roles where rolname = current_user) as superuser`,
  );
  const { places = 0, superuser = false } = rows[0] ?? {};
  if (places < 2)
    throw new Error(
      "The database has fewer than two places: apply the migrations first.",
    );
  const inserted = await db.transaction(async (tx) => {
    // The rows are synthetic history: no action-log entries, realtime events or per-row FK
    // checks for them (every reference below is taken from the referenced table itself).
    if (superuser)
      await tx.query("set local session_replication_role = replica");
    await tx.query("select setseed($1)", [seed]);
    await ensureVehiclesAndDrivers(tx);
    const result = await tx.query(insertBookingsSql, [bookings, MONTHS]);
    return result.affectedRows ?? 0;
  });
  // Statistics and the visibility map, as autovacuum would leave them after a bulk load (on its
  // own: VACUUM cannot run inside the implicit transaction of a multi-statement string).
  await db.exec("vacuum analyze public.bookings");
  const counts = await db.query<{
    vehicles: number;
    drivers: number;
    users: number;
  }>(
    `select (select count(*)::int from public.fleets) as vehicles,
            (select count(*)::int from public.drivers) as drivers,
            (select count(*)::int from auth.users) as users`,
  );
  return {
    bookings: inserted,
    places,
    vehicles: counts.rows[0]?.vehicles ?? 0,
    drivers: counts.rows[0]?.drivers ?? 0,
    users: counts.rows[0]?.users ?? 0,
    ms: performance.now() - started,
  };
}

async function ensureVehiclesAndDrivers(tx: Queryable) {
  await tx.query(
    `insert into public.fleets (model, registration_number, seating_capacity, service_class, status, owner, description)
     select (array['Toyota Camry', 'Lexus ES 350', 'Mercedes-Benz E-Class', 'Toyota Sienna', 'Toyota Land Cruiser', 'Honda Accord'])[1 + g % 6],
            'LSD' || lpad(g::text, 3, '0') || 'EK',
            case when g % 6 = 3 then 7 else 4 end,
            (array['standard', 'premium', 'airport_hotel', 'corporate'])[1 + g % 4]::public.service_type,
            case when g % 10 = 0 then 'maintenance' else 'available' end::public.vehicle_status,
            'EkoLuxe Fleet',
            'Added by the large booking seed.'
     from generate_series(1, greatest(0, $1 - (select count(*)::int from public.fleets))) as g
     on conflict (registration_number) do nothing`,
    [MIN_VEHICLES],
  );
  await tx.query(
    `insert into public.drivers (name, phone, license_number, license_expiry, status, rating, documents)
     select (array['Tunde', 'Chinedu', 'Emeka', 'Bayo', 'Ifeanyi', 'Segun', 'Kelechi', 'Femi'])[1 + g % 8]
              || ' ' || (array['Adeyemi', 'Okafor', 'Balogun', 'Eze', 'Ogunleye', 'Nwosu', 'Lawal'])[1 + g % 7],
            '+23481' || lpad((70000000 + g)::text, 8, '0'),
            'LAG-' || lpad(g::text, 6, '0'),
            current_date + 400 + g,
            case when g % 5 = 0 then 'inactive' else 'active' end::public.driver_status,
            4.0 + (g % 10) / 10.0,
            '{"license": "Verified", "insurance": "Verified"}'
     from generate_series(1, greatest(0, $1 - (select count(*)::int from public.drivers))) as g`,
    [MIN_DRIVERS],
  );
}

/**
 * One statement: $1 bookings created over the last $2 months. Past bookings are completed (85 %)
 * or cancelled; those from the last day on are pending, confirmed or in progress (and a few
 * cancelled), with the timestamps each status implies. References are a permutation of the
 * EKO-xxxxxx space (an odd multiplier mod 2^30, one base-32 character per 5 bits), so they never
 * repeat within a run; a clash with an existing one skips that row.
 */
const insertBookingsSql = `
with
  pl as (select row_number() over (order by slug) as n, id, name from public.places),
  fl as (select row_number() over (order by registration_number) as n, id from public.fleets),
  dr as (select row_number() over (order by name, id) as n, id from public.drivers),
  us as (select row_number() over (order by created_at, id) as n, id from auth.users),
  sizes as (
    select (select count(*) from pl) as places, (select count(*) from fl) as vehicles,
      (select count(*) from dr) as drivers, (select count(*) from us) as users,
      (random() * 1073741823)::bigint as ref_offset,
      lpad(to_hex((random() * 2147483647)::int), 8, '0') as run_id
  ),
  base as (
    select
      g,
      ((g + z.ref_offset) % 1073741824) as ref_bits,
      z.run_id,
      now() - ($2::int * interval '30 days') * (1 - (g - random()) / $1::int) as created,
      random() * 72 as lead_hours,
      random() as r_status,
      random() as r_service,
      random() as r_fare,
      1 + (g * 7) % z.places as pickup_n,
      1 + (g * 7 + 1 + g % (z.places - 1)) % z.places as dropoff_n,
      1 + (g * 13) % z.vehicles as vehicle_n,
      1 + (g * 17) % z.drivers as driver_n,
      case when z.users > 0 and g % 5 <> 0 then 1 + g % z.users end as user_n
    from generate_series(1, $1::int) as g, sizes z
  ),
  shaped as (
    select
      b.*,
      b.created + b.lead_hours * interval '1 hour' as booking_at,
      case
        when b.created + b.lead_hours * interval '1 hour' < now() - interval '1 day' then
          case when b.r_status < 0.85 then 'completed' else 'cancelled' end
        else
          case
            when b.r_status < 0.40 then 'pending'
            when b.r_status < 0.75 then 'confirmed'
            when b.r_status < 0.90 then 'in-progress'
            else 'cancelled'
          end
      end::public.booking_status as status,
      case
        when b.r_service < 0.55 then 'standard'
        when b.r_service < 0.80 then 'premium'
        when b.r_service < 0.93 then 'airport_hotel'
        else 'corporate'
      end::public.service_type as service,
      (50 + floor(b.r_fare * 550))::bigint * 10000 as fare
    from base b
  )
insert into public.bookings (
  id, reference, user_id, customer_name, customer_phone, customer_email,
  pickup_location, pickup_place_id, dropoff_location, dropoff_place_id,
  booking_time, service_type, status, fare_kobo, fare_breakdown, distance_km, duration_min,
  driver_id, vehicle_id, idempotency_key, notes,
  confirmed_at, started_at, completed_at, cancelled_at, created_at, updated_at
)
select
  (s.run_id || '-5eed-4000-8000-' || lpad(to_hex(s.g), 12, '0'))::uuid,
  'EKO-' || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + ((s.ref_bits >> 25) & 31)::int, 1)
    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + ((s.ref_bits >> 20) & 31)::int, 1)
    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + ((s.ref_bits >> 15) & 31)::int, 1)
    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + ((s.ref_bits >> 10) & 31)::int, 1)
    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + ((s.ref_bits >> 5) & 31)::int, 1)
    || substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + ((s.ref_bits >> 0) & 31)::int, 1),
  u.id,
  (array['Adaeze', 'Tolu', 'Ngozi', 'Kunle', 'Funmi', 'Obinna', 'Yetunde', 'Chioma', 'Ade', 'Zainab'])[1 + s.g % 10]
    || ' ' || (array['Okonkwo', 'Bakare', 'Adebayo', 'Obi', 'Danjuma', 'Fashola', 'Ibekwe', 'Sanni'])[1 + s.g % 8],
  '+23480' || lpad((s.g % 100000000)::text, 8, '0'),
  'rider' || s.g || '@example.com',
  p.name, p.id, d.name, d.id,
  s.booking_at, s.service, s.status, s.fare,
  jsonb_build_object('total_kobo', s.fare, 'seeded', true),
  round((3 + s.r_fare * 45)::numeric, 1),
  (12 + floor(s.r_fare * 100))::int,
  case when s.status <> 'pending' and not (s.status = 'cancelled' and s.g % 2 = 0) then dr.id end,
  case when s.status <> 'pending' and not (s.status = 'cancelled' and s.g % 2 = 0) then fl.id end,
  (s.run_id || '-5eed-4000-9000-' || lpad(to_hex(s.g), 12, '0'))::uuid,
  case when s.g % 9 = 0 then 'Please call on arrival.' end,
  case when s.status in ('confirmed', 'in-progress', 'completed') then s.created + interval '20 minutes' end,
  case when s.status in ('in-progress', 'completed') then s.booking_at end,
  case when s.status = 'completed' then s.booking_at + interval '50 minutes' end,
  case when s.status = 'cancelled' then s.created + interval '2 hours' end,
  s.created,
  s.created + interval '2 hours'
from shaped s
join pl p on p.n = s.pickup_n
join pl d on d.n = s.dropoff_n
join fl on fl.n = s.vehicle_n
join dr on dr.n = s.driver_n
left join us u on u.n = s.user_n
order by s.g
on conflict (reference) do nothing`;

/** True when a server accepts connections on 127.0.0.1:port. */
function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      done(true);
    });
    socket.once("error", () => done(false));
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      count: { type: "string", default: "100000" },
      "data-dir": { type: "string" },
    },
  });
  const projectDir = fileURLToPath(new URL("..", import.meta.url));
  const supabaseDir = join(projectDir, "supabase");
  const config = await loadConfig(supabaseDir);
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl && !values["data-dir"] && (await listening(config.api.port)))
    throw new Error(
      `Something listens on port ${config.api.port}: stop \`npm run dev\` first (PGlite's data folder takes one process at a time).`,
    );
  const { db } = await openLocalDatabase({
    dataDir: databaseUrl
      ? undefined
      : resolve(values["data-dir"] ?? join(projectDir, ".supabase-local")),
    databaseUrl,
    supabaseDir,
    seed: config.seed.enabled,
    seedPaths: config.seed.sqlPaths,
  });
  try {
    const report = await seedLargeBookings(db, {
      bookings: Number(values.count),
      seed: Math.random() * 2 - 1,
    });
    console.log(
      `Added ${report.bookings} bookings in ${(report.ms / 1000).toFixed(1)} s ` +
        `(over ${report.places} places, ${report.vehicles} vehicles, ${report.drivers} drivers, ${report.users} users) ` +
        `to ${databaseUrl ? "DATABASE_URL" : "the local PGlite database"}.`,
    );
  } finally {
    await db.close();
  }
}

if (
  process.argv[1] &&
  resolve(process.argv[1]) === fileURLToPath(import.meta.url)
)
  await main();
