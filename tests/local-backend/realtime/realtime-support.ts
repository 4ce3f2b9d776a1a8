import { randomUUID } from "node:crypto";
import {
  createClient,
  type RealtimeChannel,
  type RealtimePostgresChangesFilter,
  type RealtimePostgresChangesPayload,
  type SupabaseClient,
} from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { afterEach } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { Inbox } from "./inbox.ts";
import { closeRawSockets } from "./raw-socket.ts";

export { Inbox };

const SECRET = new TextEncoder().encode(
  "super-secret-jwt-token-with-at-least-32-characters-long",
);
const noSession = {
  persistSession: false,
  autoRefreshToken: false,
  detectSessionInUrl: false,
};
const open: { removeAllChannels(): Promise<unknown> }[] = [];

afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.removeAllChannels()));
  closeRawSockets();
});

/** An access token as the auth server issues it; the user needs no auth.users row. */
export function userToken(
  sub: string = randomUUID(),
  expiresInSeconds = 3600,
): Promise<string> {
  return new SignJWT({ sub, role: "authenticated", aud: "authenticated" })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
    .sign(SECRET);
}

/**
 * A browser-like client; with a token it acts as that user through supabase-js's `accessToken`
 * option (`token()` is read on every refresh, so tests can swap it). Realtime auth is resolved
 * before returning so the first join already carries the token.
 */
export async function realtimeClient(
  options: { token?: () => string; key?: string; vsn?: "1.0.0" | "2.0.0" } = {},
): Promise<SupabaseClient> {
  const { apiUrl, anonKey } = runtime();
  const token = options.token;
  const client = createClient(apiUrl, options.key ?? anonKey, {
    auth: noSession,
    realtime: options.vsn ? { vsn: options.vsn } : {},
    ...(token ? { accessToken: async () => token() } : {}),
  });
  await client.realtime.setAuth();
  open.push(client);
  return client;
}

export function channelName(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

/** Subscribes and resolves on SUBSCRIBED; rejects with the client's error otherwise. */
export function subscribed(channel: RealtimeChannel): Promise<RealtimeChannel> {
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === "SUBSCRIBED") resolve(channel);
      else if (status !== "CLOSED") reject(error ?? new Error(status));
    });
  });
}

export type Row = Record<string, unknown>;
export type Change = RealtimePostgresChangesPayload<Row>;
/** Inserts through the service role's REST, the path apps take. */
export async function insertRow(table: string, row: Record<string, unknown>) {
  const { data, error } = await serviceClient()
    .from(table)
    .insert(row)
    .select()
    .single();
  if (error) throw error;
  return data as Row;
}

/**
 * A change every subscriber of an RLS table is sent, whoever they are: a row inserted and deleted
 * at once (a delete carries only the key and skips the row check). The matcher finds its DELETE;
 * `Inbox.noneBefore` uses it to prove that something earlier was not sent.
 */
export async function deleteSentinel(
  table: string,
  row: Row,
): Promise<(change: Change) => boolean> {
  const inserted = await insertRow(table, row);
  const { error } = await serviceClient()
    .from(table)
    .delete()
    .eq("id", inserted.id);
  if (error) throw error;
  return (change) =>
    change.eventType === "DELETE" && change.old.id === inserted.id;
}

/** A fresh client subscribed to one postgres_changes binding. */
export async function listenChanges(
  options: {
    token?: () => string;
    event?: "*" | "INSERT" | "UPDATE" | "DELETE";
    table?: string;
    filter?: string;
  } = {},
) {
  const client = await realtimeClient(
    options.token ? { token: options.token } : {},
  );
  const inbox = new Inbox<Change>();
  // The event varies per test; the client's overloads only type one literal at a time.
  const binding = {
    event: options.event ?? "*",
    schema: "public",
    table: options.table,
    filter: options.filter,
  };
  await subscribed(
    client
      .channel(channelName("changes"))
      .on(
        "postgres_changes",
        binding as RealtimePostgresChangesFilter<"*">,
        inbox.push,
      ),
  );
  return inbox;
}

/** A primary key for rt_items that no other test file picks. */
export function itemId(): number {
  return Math.floor(Math.random() * 2_000_000_000);
}
