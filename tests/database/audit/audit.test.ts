import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { signedInClient } from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import {
  bookingRow,
  createVehicle,
  driverRow,
  insertRow,
  maintenanceRow,
  reportRow,
  vehicleRow,
} from "../support/fixture-rows.ts";

interface Entry {
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  table_name: string;
  row_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

let admin: { client: SupabaseClient; userId: string; email: string };
let vehicleId: string;

beforeAll(async () => {
  admin = await signedInClient({ appMetadata: { role: "admin" } });
  vehicleId = await createVehicle();
});

function ok(result: { error: unknown }) {
  if (result.error) throw result.error;
}

/** The action log as the admin's Settings screen reads it. */
async function entries(table: string, rowId: string): Promise<Entry[]> {
  const { data, error } = await admin.client
    .from("audit_log")
    .select("actor_id, actor_email, action, table_name, row_id, before, after")
    .eq("table_name", table)
    .eq("row_id", rowId)
    .order("id");
  if (error) throw error;
  return data as Entry[];
}

const ADMIN_WRITES: [
  string,
  () => Record<string, unknown>,
  Record<string, unknown>,
][] = [
  ["fleets", vehicleRow, { description: "Fresh leather seats" }],
  ["drivers", driverRow, { trips: 12 }],
  ["maintenance_logs", () => maintenanceRow(vehicleId), { cost_kobo: 990_000 }],
  ["revenue_reports", () => reportRow(vehicleId), { expenses_kobo: 123_400 }],
];

describe("changes made by an administrator", () => {
  it.each(ADMIN_WRITES)(
    "%s: insert, update and delete are logged with the actor",
    async (table, row, patch) => {
      const { data, error } = await admin.client
        .from(table)
        .insert(row())
        .select("id")
        .single();
      expect(error).toBeNull();
      const id = String(data!.id);
      const [column, value] = Object.entries(patch)[0]!;
      expect(
        (await admin.client.from(table).update(patch).eq("id", id)).error,
      ).toBeNull();
      expect(
        (await admin.client.from(table).delete().eq("id", id)).error,
      ).toBeNull();

      const log = await entries(table, id);
      expect(log.map((e) => e.action)).toEqual(["insert", "update", "delete"]);
      for (const entry of log) {
        expect(entry).toMatchObject({
          actor_id: admin.userId,
          actor_email: admin.email,
          table_name: table,
          row_id: id,
        });
      }
      const [inserted, updated, deleted] = log as [Entry, Entry, Entry];
      expect(inserted.before).toBeNull();
      expect(inserted.after).toMatchObject({ id });
      expect(updated.before?.[column]).not.toEqual(value);
      expect(updated.after?.[column]).toEqual(value);
      expect(deleted.before).toMatchObject({ id, [column]: value });
      expect(deleted.after).toBeNull();
    },
  );
});

describe("bookings", () => {
  it("a booking written by a trusted server job has no actor; the admin's edit has one", async () => {
    const id = await insertRow("bookings", bookingRow(null));
    expect(
      (
        await admin.client
          .from("bookings")
          .update({ notes: "Meet at arrivals, door 2" })
          .eq("id", id)
      ).error,
    ).toBeNull();
    const [created, edited] = (await entries("bookings", id)) as [Entry, Entry];
    expect(created).toMatchObject({
      action: "insert",
      actor_id: null,
      actor_email: null,
    });
    expect(created.after).toMatchObject({ id, status: "pending" });
    expect(edited).toMatchObject({ action: "update", actor_id: admin.userId });
    expect(edited.before?.notes).toBeNull();
    expect(edited.after?.notes).toBe("Meet at arrivals, door 2");
  });

  it("a change that RLS stops writes nothing", async () => {
    const customer = await signedInClient();
    const id = await insertRow("bookings", bookingRow(customer.userId));
    await customer.client
      .from("bookings")
      .update({ notes: "forged" })
      .eq("id", id);
    await customer.client.from("bookings").delete().eq("id", id);
    expect((await entries("bookings", id)).map((e) => e.action)).toEqual([
      "insert",
    ]);
  });
});

describe("role changes", () => {
  it("logs granting and changing a role, and nothing else about the account", async () => {
    const user = await signedInClient();
    const auth = service().auth.admin;
    ok(
      await auth.updateUserById(user.userId, {
        app_metadata: { role: "owner" },
      }),
    );
    ok(
      await auth.updateUserById(user.userId, {
        app_metadata: { role: "admin" },
      }),
    );
    ok(await user.client.auth.updateUser({ data: { full_name: "Same Role" } }));
    ok(
      await auth.updateUserById(user.userId, {
        app_metadata: { role: "admin", plan: "gold" },
      }),
    );

    const log = await entries("auth.users", user.userId);
    expect(
      log.map((e) => [e.action, e.before?.role ?? null, e.after?.role ?? null]),
    ).toEqual([
      ["role_change", null, "owner"],
      ["role_change", "owner", "admin"],
    ]);
    for (const entry of log) {
      expect(Object.keys(entry.after ?? {}).sort()).toEqual(["email", "role"]);
    }
  });

  it("logs a role given at account creation", async () => {
    const owner = await signedInClient({ appMetadata: { role: "owner" } });
    const log = await entries("auth.users", owner.userId);
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: "role_change",
      before: null,
      after: { role: "owner", email: owner.email },
    });
  });
});
