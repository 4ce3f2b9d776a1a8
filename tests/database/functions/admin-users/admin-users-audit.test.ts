import { describe, expect, it } from "vitest";

import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import { adminUsers, signedInAdmin } from "../../support/admin-users.ts";

/** Each admin-users change leaves one action log entry naming the administrator who made it. */

interface Entry {
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The attributed entries for an account, oldest first. */
async function entriesFor(userId: string): Promise<Entry[]> {
  const { data, error } = await serviceClient()
    .from("audit_log")
    .select("actor_id, actor_email, action, before, after")
    .eq("table_name", "auth.users")
    .eq("row_id", userId)
    .not("actor_id", "is", null)
    .order("id");
  if (error) throw error;
  return data as Entry[];
}

async function newDriver(): Promise<string> {
  const { data, error } = await serviceClient()
    .from("drivers")
    .insert({ name: "Bisi Adewale", license_expiry: "2028-06-30" })
    .select("id")
    .single();
  if (error) throw error;
  return data.id as string;
}

describe("admin-users: the action log", () => {
  it("records update, role change, deactivation, reset link and deletion by the calling admin", async () => {
    const admin = await signedInAdmin();
    const by = { actor_id: admin.userId, actor_email: admin.email };
    const target = await signedInClient();
    const email = target.email;
    const call = (body: Record<string, unknown>) =>
      adminUsers(admin.client, { id: target.userId, ...body });

    await call({ action: "update", full_name: "Kemi Bello", role: "customer" });
    await call({ action: "update", full_name: "Kemi Bello", role: "owner" });
    await call({ action: "set_status", active: false });
    await call({ action: "set_status", active: true });
    await call({ action: "reset_password" });
    const sentAt = Date.now();
    await call({ action: "delete" });

    const entries = await entriesFor(target.userId);
    expect(entries.map((e) => e.action)).toEqual([
      "update",
      "role_change",
      "update",
      "update",
      "update",
      "delete",
    ]);
    for (const entry of entries) expect(entry).toMatchObject(by);
    const [named, promoted, banned, unbanned, reset, deleted] = entries;
    expect(named).toMatchObject({
      before: { email, full_name: "", role: "customer" },
      after: { email, full_name: "Kemi Bello", role: "customer" },
    });
    expect(promoted).toMatchObject({
      before: { role: "customer" },
      after: { full_name: "Kemi Bello", role: "owner" },
    });
    expect(banned).toMatchObject({
      before: { email, status: "active", banned_until: null },
      after: { email, status: "inactive" },
    });
    expect(
      new Date(banned!.after!.banned_until as string).getUTCFullYear(),
    ).toBeGreaterThan(2100);
    expect(unbanned).toMatchObject({
      before: { status: "inactive" },
      after: { status: "active" },
    });
    expect(reset!.before).toEqual({ email });
    expect(
      Math.abs(
        Date.parse(reset!.after!.password_reset_sent_at as string) - sentAt,
      ),
    ).toBeLessThan(60_000);
    expect(deleted).toMatchObject({
      before: {
        email,
        full_name: "Kemi Bello",
        role: "owner",
        status: "active",
      },
      after: null,
    });

    // One entry per change: the auth.users trigger leaves the function's stamped role change
    // to record_account_action, so no actor-less twin stands beside it.
    const { data: all } = await serviceClient()
      .from("audit_log")
      .select("actor_id, action, label")
      .eq("table_name", "auth.users")
      .eq("row_id", target.userId);
    expect(all!.filter((e) => e.action === "role_change")).toEqual([
      { actor_id: admin.userId, action: "role_change", label: email },
    ]);
    expect(all!.filter((e) => e.actor_id === null)).toEqual([]);
  });

  it("still records, without an actor, a role change made outside the function", async () => {
    const target = await signedInClient();
    const service = serviceClient();
    const { error } = await service.auth.admin.updateUserById(target.userId, {
      app_metadata: { role: "owner" },
    });
    expect(error).toBeNull();
    const { data } = await service
      .from("audit_log")
      .select("actor_id, action, label, after")
      .eq("table_name", "auth.users")
      .eq("row_id", target.userId)
      .eq("action", "role_change");
    expect(data).toEqual([
      {
        actor_id: null,
        action: "role_change",
        label: target.email,
        after: { role: "owner", email: target.email },
      },
    ]);
  });

  it("records a refused change not at all", async () => {
    const admin = await signedInAdmin();
    const refused = await adminUsers(admin.client, {
      action: "delete",
      id: admin.userId,
    });
    expect(refused.status).toBe(403);
    expect(await entriesFor(admin.userId)).toEqual([]);
  });

  it("records a driver invite: a new login, or an existing account given the driver role", async () => {
    const admin = await signedInAdmin();
    const email = uniqueEmail("invited");
    const driverId = await newDriver();
    const invited = await adminUsers<{ user_id: string }>(admin.client, {
      action: "invite_driver",
      driver_id: driverId,
      email,
    });
    expect(await entriesFor(invited.data!.user_id)).toEqual([
      {
        actor_id: admin.userId,
        actor_email: admin.email,
        action: "insert",
        before: null,
        after: {
          email,
          full_name: "Bisi Adewale",
          role: "driver",
          driver_id: driverId,
        },
      },
    ]);

    const existing = await signedInClient();
    const secondDriver = await newDriver();
    await adminUsers(admin.client, {
      action: "invite_driver",
      driver_id: secondDriver,
      email: existing.email,
    });
    const [entry] = await entriesFor(existing.userId);
    expect(entry).toMatchObject({
      actor_id: admin.userId,
      actor_email: admin.email,
      action: "role_change",
      before: { email: existing.email, role: "customer", driver_id: null },
      after: { email: existing.email, role: "driver", driver_id: secondDriver },
    });
    expect(entry!.after!.password_reset_sent_at).toEqual(expect.any(String));
  });
});

describe("record_account_action", () => {
  const args = (actor: string, user: string) => ({
    p_actor_id: actor,
    p_action: "update",
    p_user_id: user,
    p_before: { role: "customer" },
    p_after: { role: "owner" },
  });

  it("may be called by the service role only", async () => {
    const admin = await signedInAdmin();
    for (const client of [anonClient(), admin.client]) {
      const { error } = await client.rpc(
        "record_account_action",
        args(admin.userId, admin.userId),
      );
      expect(error?.code).toBe("42501");
    }
    expect(await entriesFor(admin.userId)).toEqual([]);
  });

  it("refuses an actor who is not an administrator, an unknown action and secret fields, in words", async () => {
    const admin = await signedInAdmin();
    const customer = await signedInClient();
    const service = serviceClient();
    const refusal = async (overrides: Record<string, unknown>) => {
      const { error } = await service.rpc("record_account_action", {
        ...args(admin.userId, customer.userId),
        ...overrides,
      });
      return error?.message;
    };
    expect(await refusal({ p_actor_id: customer.userId })).toBe(
      "Only an existing administrator can be recorded as the actor.",
    );
    expect(await refusal({ p_actor_id: crypto.randomUUID() })).toBe(
      "Only an existing administrator can be recorded as the actor.",
    );
    expect(await refusal({ p_action: "ban" })).toBe(
      "The action must be insert, update, delete or role_change.",
    );
    expect(await refusal({ p_after: { encrypted_password: "x" } })).toBe(
      "Only email, full_name, role, status, banned_until, driver_id and password_reset_sent_at are recorded for an account.",
    );
    expect(await refusal({ p_action: "delete" })).toBe(
      "An insert has only after, a delete only before, a change both.",
    );
    expect(await entriesFor(customer.userId)).toEqual([]);
  });
});
