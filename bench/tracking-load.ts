import type { Page } from "@playwright/test";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/** The simulated fleet for the tracking benchmark: 300 vehicles reporting every 2 s. */

export const VEHICLES = 300;
const PERIOD_MS = 2_000;
const TICK_MS = 100;
const options = { auth: { persistSession: false, autoRefreshToken: false } };

interface Moving {
  id: string;
  lat: number;
  lng: number;
  heading: number;
}

function benchPlate(i: number): string {
  const letter = "ABCDEFGHJK"[Math.floor(i / 100)];
  return `BN${letter}-${String(i % 100).padStart(3, "0")}AA`;
}

export async function seedVehicles(service: SupabaseClient): Promise<Moving[]> {
  const { data, error } = await service
    .from("fleets")
    .insert(
      Array.from({ length: VEHICLES }, (_, i) => ({
        model: `Bench Sedan ${i + 1}`,
        registration_number: benchPlate(i),
        seating_capacity: 4,
        owner: "Bench Owner",
        status: i % 3 === 0 ? "on-trip" : "available",
      })),
    )
    .select("id");
  if (error) throw new Error(`seeding vehicles failed: ${error.message}`);
  // Spread over mainland and island Lagos, each heading its own way.
  return data.map(({ id }, i) => ({
    id: id as string,
    lat: 6.44 + ((i * 37) % 100) / 600,
    lng: 3.3 + ((i * 61) % 100) / 400,
    heading: (i * 47) % 360,
  }));
}

function step(vehicle: Moving): Moving {
  // About 25 m every 2 s (45 km/h), turning a little at each report.
  const heading = (vehicle.heading + 7) % 360;
  const radians = (heading * Math.PI) / 180;
  return {
    ...vehicle,
    heading,
    lat: vehicle.lat + Math.cos(radians) * 0.000225,
    lng: vehicle.lng + Math.sin(radians) * 0.000225,
  };
}

/** Sends every vehicle's report once per period, spread evenly over it. */
export function startReporting(service: SupabaseClient, fleet: Moving[]) {
  const sentAt = new Map<string, number>();
  const failures: string[] = [];
  let next = 0;
  let stored = 0;
  const perTick = Math.ceil((VEHICLES * TICK_MS) / PERIOD_MS);
  const timer = setInterval(() => {
    for (let k = 0; k < perTick; k++) {
      const index = next;
      next = (next + 1) % fleet.length;
      const vehicle = (fleet[index] = step(fleet[index]!));
      sentAt.set(vehicle.id, performance.now());
      void service
        .rpc("report_position", {
          p_lat: vehicle.lat,
          p_lng: vehicle.lng,
          p_speed_kmh: 45,
          p_heading: vehicle.heading,
          p_vehicle_id: vehicle.id,
        })
        .then(({ error }) => {
          if (error) failures.push(error.message);
          else stored += 1;
        });
    }
  }, TICK_MS);
  return {
    sentAt,
    failures,
    stored: () => stored,
    stop: () => clearInterval(timer),
  };
}

/** Admin subscribers in Node: each receipt's delay after its vehicle's latest write. */
export async function subscribe(
  apiUrl: string,
  anonKey: string,
  session: string,
  count: number,
  sentAt: Map<string, number>,
  onLatency: (ms: number) => void,
) {
  const { access_token } = JSON.parse(session) as { access_token: string };
  const clients = Array.from({ length: count }, () =>
    createClient(apiUrl, anonKey, {
      ...options,
      global: { headers: { Authorization: `Bearer ${access_token}` } },
    }),
  );
  await Promise.all(
    clients.map(async (client, n) => {
      await client.realtime.setAuth(access_token);
      await new Promise<void>((done, fail) => {
        client
          .channel(`bench-tracking-${n}`)
          .on(
            "postgres_changes",
            { event: "*", schema: "public", table: "vehicle_positions" },
            (change) => {
              const id = (change.new as { vehicle_id?: string }).vehicle_id;
              const at = id ? sentAt.get(id) : undefined;
              if (at !== undefined) onLatency(performance.now() - at);
            },
          )
          .subscribe((status) => {
            if (status === "SUBSCRIBED") done();
            else if (status !== "CLOSED") fail(new Error(status));
          });
      });
    }),
  );
  return () => Promise.all(clients.map((c) => c.removeAllChannels()));
}

/** Frame intervals (ms) over `windowMs`, read from requestAnimationFrame in the page. */
export function frameIntervals(
  page: Page,
  windowMs: number,
): Promise<number[]> {
  return page.evaluate(
    (ms) =>
      new Promise<number[]>((done) => {
        const gaps: number[] = [];
        let last = performance.now();
        const end = last + ms;
        const frame = (now: number) => {
          gaps.push(now - last);
          last = now;
          if (now < end) requestAnimationFrame(frame);
          else done(gaps);
        };
        requestAnimationFrame(frame);
      }),
    windowMs,
  );
}
