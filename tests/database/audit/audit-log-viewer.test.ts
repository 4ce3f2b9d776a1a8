import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { vehicleRow } from "../support/fixture-rows.ts";

/**
 * What the action log viewer asks of the database: the actor list for its filter, and pages of
 * the log filtered by actor, table, action and time, newest first.
 */
let admin: { client: SupabaseClient; email: string };
let otherAdmin: { client: SupabaseClient; email: string };
let vehicleId: string;

beforeAll(async () => {
  admin = await signedInClient({ appMetadata: { role: "admin" } });
  otherAdmin = await signedInClient({ appMetadata: { role: "admin" } });
  const { data, error } = await admin.client
    .from("fleets")
    .insert(vehicleRow())
    .select("id")
    .single();
  if (error) throw error;
  vehicleId = data.id as string;
  const update = await otherAdmin.client
    .from("fleets")
    .update({ seating_capacity: 6 })
    .eq("id", vehicleId);
  if (update.error) throw update.error;
});

describe("audit_log_actors", () => {
  it("lists each actor e-mail once, alphabetically, to administrators", async () => {
    const { data, error } = await admin.client.rpc("audit_log_actors");
    expect(error).toBeNull();
    const emails = data as string[];
    expect(emails).toContain(admin.email);
    expect(emails).toContain(otherAdmin.email);
    expect(new Set(emails).size).toBe(emails.length);
    expect(emails).toEqual([...emails].sort());
  });

  it("is refused to everyone else", async () => {
    const customer = await signedInClient();
    const refused = await customer.client.rpc("audit_log_actors");
    expect(refused.error).toMatchObject({
      code: "42501",
      message: "Only administrators can read the action log.",
    });
    expect((await anonClient().rpc("audit_log_actors")).status).toBe(401);
  });
});

describe("the action log's filters", () => {
  it("narrow by actor, table and action, newest first", async () => {
    const { data, error } = await admin.client
      .from("audit_log")
      .select("action, actor_email, table_name, row_id, before, after")
      .eq("actor_email", otherAdmin.email)
      .in("table_name", ["fleets"])
      .in("action", ["update"])
      .order("at", { ascending: false })
      .order("id", { ascending: false })
      .range(0, 24);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(data![0]).toMatchObject({
      action: "update",
      row_id: vehicleId,
      before: { seating_capacity: 4 },
      after: { seating_capacity: 6 },
    });
  });

  it("narrow by a time window", async () => {
    const later = new Date(Date.now() + 60_000).toISOString();
    const { data, error } = await admin.client
      .from("audit_log")
      .select("id")
      .eq("row_id", vehicleId)
      .gte("at", later);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
