import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  createClient,
  type RealtimeClientOptions,
  type SupabaseClient,
} from "@supabase/supabase-js";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";

import {
  startRealtimeSync,
  type LiveStatus,
} from "../../../src/lib/realtime-sync.ts";
import {
  siblingDatabase,
  startRuntime,
  suffixedName,
  type Runtime,
} from "../../../supabase/local/index.ts";
import { freePort } from "../../local-backend/free-port.ts";
import { Inbox } from "../../local-backend/realtime/inbox.ts";

// This file restarts a backend of its own (the project's shared one must stay up): same data,
// same port, as when the local backend or a hosted project comes back after an outage.
const workdir = fileURLToPath(new URL("../../..", import.meta.url));
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false },
};
const recentKey = ["bookings", "recent"] as const;

let dataDir: string;
let databaseUrl: string | undefined;
let port: number;
let backend: Runtime;

function start(onPort: number, reset = false): Promise<Runtime> {
  return startRuntime({
    workdir,
    port: onPort,
    mailPort: 0,
    dataDir,
    databaseUrl,
    reset,
    log: () => undefined,
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "ekoluxe-resync-"));
  const base = process.env.DATABASE_URL || undefined;
  databaseUrl = base
    ? await siblingDatabase(base, suffixedName(base, "_resync"))
    : undefined;
  port = await freePort();
  backend = await start(port, true);
});

afterAll(async () => {
  await backend?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

async function signedInAdmin(runtime: Runtime): Promise<SupabaseClient> {
  const service = createClient(runtime.apiUrl, runtime.secretKey, noSession);
  const email = `resync-${randomUUID().slice(0, 8)}@example.test`;
  const password = "correct-horse-battery";
  const created = await service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    app_metadata: { role: "admin" },
  });
  if (created.error) throw created.error;
  // Node's own WebSocket fires no close event after a refused connection (nodejs/undici#3506),
  // which stalls realtime-js's reconnect loop; `ws` closes as browsers do.
  const admin = createClient(runtime.apiUrl, runtime.anonKey, {
    ...noSession,
    realtime: { transport: WebSocket as RealtimeClientOptions["transport"] },
  });
  const signIn = await admin.auth.signInWithPassword({ email, password });
  if (signIn.error) throw signIn.error;
  return admin;
}

/** A booking made as the public makes one, between two seeded places; returns its reference. */
async function book(runtime: Runtime): Promise<string> {
  const anon = createClient(runtime.apiUrl, runtime.anonKey, noSession);
  const places = await anon.from("places").select("name").limit(2);
  if (places.error) throw places.error;
  const { data, error } = await anon.rpc("create_booking", {
    p_customer_name: "Ngozi Obi",
    p_customer_phone: `0805${String(Math.random()).slice(2, 9)}`,
    p_customer_email: `resync-${randomUUID().slice(0, 8)}@example.test`,
    p_pickup: places.data[0]!.name,
    p_dropoff: places.data[1]!.name,
    p_booking_time: new Date(Date.now() + 86_400_000).toISOString(),
    p_service_type: "standard",
    p_idempotency_key: randomUUID(),
  });
  if (error) throw error;
  return (data as { reference: string }).reference;
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((done) => setTimeout(done, 50));
  }
}

describe("a live page across a backend restart", () => {
  it("resubscribes, refetches what changed while it was down, and gets live events again", async () => {
    const admin = await signedInAdmin(backend);
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    let fetches = 0;
    const recent = new QueryObserver(queryClient, {
      queryKey: recentKey,
      queryFn: async () => {
        fetches += 1;
        const { data, error } = await admin
          .from("bookings")
          .select("reference")
          .order("created_at", { ascending: false })
          .limit(5);
        if (error) throw error;
        return data.map((row) => row.reference as string);
      },
    });
    const unobserve = recent.subscribe(() => undefined);
    const references = () => queryClient.getQueryData<string[]>(recentKey);

    const events = new Inbox<string>();
    const statuses: LiveStatus[] = [];
    const stop = startRealtimeSync({
      client: admin,
      queryClient,
      channelName: "bookings:recent",
      listen: (channel) =>
        channel.on(
          "postgres_changes",
          { event: "INSERT", schema: "public", table: "bookings" },
          ({ new: row }) => {
            const reference = (row as { reference: string }).reference;
            events.push(reference);
            queryClient.setQueryData<string[]>(recentKey, (old = []) => [
              reference,
              ...old,
            ]);
          },
        ),
      feeds: () => [recentKey],
      onStatus: (status) => statuses.push(status),
    });

    try {
      await waitFor(() => statuses.at(-1) === "live", 10_000, "first join");
      const before = await book(backend);
      await events.next((reference) => reference === before, 5_000);

      await backend.stop();
      await waitFor(
        () => statuses.at(-1) === "reconnecting",
        10_000,
        "the loss to be noticed",
      );
      // While the page's backend is down, a write lands in the same database.
      const meanwhile = await start(0);
      const missed = await book(meanwhile);
      await meanwhile.stop();

      const fetchesBeforeRestart = fetches;
      backend = await start(port);
      await waitFor(
        () => references()?.includes(missed) ?? false,
        30_000,
        "the missed booking to be refetched",
      );
      expect(statuses.at(-1)).toBe("live");
      expect(fetches).toBeGreaterThan(fetchesBeforeRestart);
      expect(events.items).not.toContain(missed);

      const after = await book(backend);
      await events.next((reference) => reference === after, 5_000);
      expect(references()?.[0]).toBe(after);
    } finally {
      stop();
      unobserve();
    }
  }, 90_000);
});
