import type { SupabaseClient } from "@supabase/supabase-js";

import {
  anonClient,
  runtime,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import { ensureDriverAccount } from "./driver-accounts.ts";

/** Everyone the permission matrix asks about. */
export const ACTORS = [
  "anon",
  "customer",
  "otherCustomer",
  "owner",
  "otherOwner",
  "admin",
  "driver",
  "otherDriver",
] as const;
export type Actor = (typeof ACTORS)[number];
export type User = Exclude<Actor, "anon">;

export interface Actors {
  clients: Record<Actor, SupabaseClient>;
  ids: Record<User, string>;
}

const ROLES: Record<User, string | undefined> = {
  customer: undefined,
  otherCustomer: undefined,
  owner: "owner",
  otherOwner: "owner",
  admin: "admin",
  driver: "driver",
  otherDriver: "driver",
};

/**
 * Signs in one user per actor; the role reaches the JWT as app_metadata.role. Each driver is
 * linked to their own drivers row with a vehicle assigned.
 */
export async function createActors(): Promise<Actors> {
  const users = await Promise.all(
    (Object.keys(ROLES) as User[]).map(async (actor) => {
      const role = ROLES[actor];
      const user = await signedInClient(role ? { appMetadata: { role } } : {});
      return [actor, user] as const;
    }),
  );
  const clients = { anon: anonClient() } as Record<Actor, SupabaseClient>;
  const ids = {} as Record<User, string>;
  for (const [actor, user] of users) {
    clients[actor] = user.client;
    ids[actor] = user.userId;
  }
  await Promise.all([
    ensureDriverAccount(ids.driver),
    ensureDriverAccount(ids.otherDriver),
  ]);
  return { clients, ids };
}

/** Unwraps a service-role result, failing the test setup on any error. */
export function must<T>(result: { data: T; error: unknown }): NonNullable<T> {
  if (result.error) throw result.error;
  if (result.data === null || result.data === undefined)
    throw new Error("no data returned");
  return result.data;
}

export const service = () => serviceClient();

/** The REST root's OpenAPI document, read with the service key: every exposed table and function. */
export async function exposedApi(): Promise<{
  tables: string[];
  functions: Map<string, string[]>;
}> {
  const { apiUrl, serviceRoleKey } = runtime();
  const response = await fetch(`${apiUrl}/rest/v1/`, {
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
    },
  });
  const doc = (await response.json()) as {
    paths: Record<
      string,
      { post?: { parameters?: { name: string; required?: boolean }[] } }
    >;
  };
  const tables: string[] = [];
  const functions = new Map<string, string[]>();
  for (const [path, ops] of Object.entries(doc.paths)) {
    if (path === "/") continue;
    if (path.startsWith("/rpc/")) {
      const required = (ops.post?.parameters ?? [])
        .filter((p) => p.required)
        .map((p) => p.name);
      functions.set(path.slice(5), required);
    } else tables.push(path.slice(1));
  }
  return { tables: tables.sort(), functions };
}

let seq = 0;
/** A short unique tag for rows created by one test run. */
export function tag(): string {
  seq += 1;
  return `${Date.now().toString(36)}${seq}`;
}

const LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ";
/** A plate in the Lagos format that no other test row uses. */
export function uniquePlate(): string {
  const pick = () => LETTERS[Math.floor(Math.random() * LETTERS.length)];
  seq += 1;
  const digits = String(seq % 1000).padStart(3, "0");
  return `${pick()}${pick()}${pick()}-${digits}${pick()}${pick()}`;
}
