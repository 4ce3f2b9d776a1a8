import { createClient, type RealtimeChannel } from "@supabase/supabase-js";

/**
 * p95 budget, in ms, from a committed INSERT to the subscriber's callback on this machine. The
 * bench enforces it (bench/run.ts prints it beside the figures and fails over it); the realtime
 * tests check only delivery and order, which do not depend on how busy the machine is.
 */
export const REALTIME_LATENCY_BUDGET_MS = 50;

export interface LatencyRuntime {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
}

/**
 * Time from an INSERT (sent through supabase-js REST with the service role) to the anon
 * subscriber's postgres_changes callback, one sample at a time. `table` needs `id uuid default
 * gen_random_uuid() primary key, note text`, membership in `supabase_realtime`, and rows anon may
 * read. The clock starts when the insert is sent, so each sample bounds commit-to-callback from
 * above by the time the REST request takes before its commit. The first `warmup` inserts (query
 * plans, caches) are not counted.
 */
export async function benchRealtimeLatency(
  runtime: LatencyRuntime,
  table: string,
  samples = 200,
  warmup = 10,
): Promise<{ p50: number; p95: number }> {
  const options = { auth: { persistSession: false, autoRefreshToken: false } };
  const subscriber = createClient(runtime.apiUrl, runtime.anonKey, options);
  const writer = createClient(runtime.apiUrl, runtime.serviceRoleKey, options);
  const waiting = new Map<string, (at: number) => void>();
  const run = `bench-${Date.now().toString(36)}`;

  const channel = subscriber
    .channel(`${run}-latency`)
    .on(
      "postgres_changes",
      { event: "INSERT", schema: "public", table },
      (change) => {
        const at = performance.now();
        waiting.get(String(change.new.note))?.(at);
      },
    );
  await subscribed(channel);
  try {
    const latencies: number[] = [];
    for (let i = 0; i < warmup + samples; i++) {
      const note = `${run}-${i}`;
      const arrived = new Promise<number>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no realtime event for ${note} within 5 s`)),
          5000,
        );
        waiting.set(note, (at) => {
          clearTimeout(timer);
          resolve(at);
        });
      });
      const sentAt = performance.now();
      const { error } = await writer.from(table).insert({ note });
      if (error)
        throw new Error(`insert into ${table} failed: ${error.message}`);
      const latency = (await arrived) - sentAt;
      if (i >= warmup) latencies.push(latency);
      waiting.delete(note);
    }
    latencies.sort((a, b) => a - b);
    const at = (q: number) =>
      latencies[
        Math.min(latencies.length - 1, Math.floor(q * latencies.length))
      ]!;
    return { p50: at(0.5), p95: at(0.95) };
  } finally {
    await subscriber.removeAllChannels();
    await writer.removeAllChannels();
  }
}

function subscribed(channel: RealtimeChannel): Promise<void> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve();
      else if (status !== "CLOSED")
        reject(error ?? new Error(`realtime subscribe: ${status}`));
    });
  });
}
