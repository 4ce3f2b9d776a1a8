import { describe, expect, it } from "vitest";

import { mailTo } from "../../../local-backend/auth/helpers.ts";
import {
  anonClient,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../../../local-backend/support.ts";
import { adminUsers, signedInAdmin } from "../../support/admin-users.ts";

/** The admin-users edge function through the runtime's relay, as the users screen calls it. */

interface Listed {
  users: {
    id: string;
    email: string;
    full_name: string;
    role: string;
    banned_until: string | null;
  }[];
  total: number;
}

async function newAccount(role?: string) {
  const account = await signedInClient(role ? { appMetadata: { role } } : {});
  return account;
}

describe("admin-users: who may call it", () => {
  it("refuses visitors (401), customers, owners and drivers (403)", async () => {
    const target = await newAccount();
    const list = { action: "list" };
    expect((await adminUsers(anonClient(), list)).status).toBe(401);
    for (const role of [undefined, "owner", "driver"]) {
      const { client } = await newAccount(role);
      for (const body of [list, { action: "delete", id: target.userId }])
        expect(await adminUsers(client, body)).toMatchObject({
          status: 403,
          error: "Only administrators may do this.",
        });
    }
    const still = await serviceClient().auth.admin.getUserById(target.userId);
    expect(still.data.user?.id).toBe(target.userId);
  });

  it("refuses an administrator whose role was taken away since the token was issued", async () => {
    const admin = await signedInAdmin();
    await serviceClient().auth.admin.updateUserById(admin.userId, {
      app_metadata: { role: null },
    });
    expect((await adminUsers(admin.client, { action: "list" })).status).toBe(
      403,
    );
  });
});

describe("admin-users: list", () => {
  it("pages newest first with the total, and searches e-mail and full name in the database", async () => {
    const { client } = await signedInAdmin();
    const tag = `pg${Date.now().toString(36)}`;
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { data } = await serviceClient().auth.admin.createUser({
        email: uniqueEmail(`${tag}-${i}`),
        email_confirm: true,
        user_metadata: { full_name: `Person ${i}` },
      });
      made.push(data.user!.id);
    }
    const named = await serviceClient().auth.admin.createUser({
      email: uniqueEmail("plain"),
      email_confirm: true,
      user_metadata: { full_name: `Folake ${tag} Adeyemi` },
    });

    const first = await adminUsers<Listed>(client, {
      action: "list",
      q: tag,
      page: 1,
      perPage: 2,
    });
    expect(first.data?.total).toBe(4);
    expect(first.data?.users.map((u) => u.id)).toEqual([
      named.data.user!.id,
      made[2],
    ]);
    const second = await adminUsers<Listed>(client, {
      action: "list",
      q: tag,
      page: 2,
      perPage: 2,
    });
    expect(second.data?.users.map((u) => u.id)).toEqual([made[1], made[0]]);
    expect(second.data?.users[0]).toMatchObject({
      full_name: "Person 1",
      role: "customer",
      banned_until: null,
    });

    const byName = await adminUsers<Listed>(client, {
      action: "list",
      q: `FOLAKE ${tag.toUpperCase()}`,
    });
    expect(byName.data).toMatchObject({
      total: 1,
      users: [{ id: named.data.user!.id }],
    });
    const wildcard = await adminUsers<Listed>(client, {
      action: "list",
      q: `${tag}%_`,
    });
    expect(wildcard.data?.total).toBe(0);
  });
});

describe("admin-users: changes", () => {
  it("updates name and role: the JWT carries the role after a refresh, the profile the name, the log the change", async () => {
    const { client } = await signedInAdmin();
    const target = await newAccount();
    const answer = await adminUsers(client, {
      action: "update",
      id: target.userId,
      full_name: "Chidi Okeke",
      role: "owner",
    });
    expect(answer).toMatchObject({
      status: 200,
      data: { user: { role: "owner" } },
    });

    const refreshed = await target.client.auth.refreshSession();
    expect(refreshed.data.user?.app_metadata.role).toBe("owner");
    expect(refreshed.data.user?.user_metadata.full_name).toBe("Chidi Okeke");
    const service = serviceClient();
    const profile = await service
      .from("profiles")
      .select("full_name")
      .eq("id", target.userId)
      .single();
    expect(profile.data?.full_name).toBe("Chidi Okeke");
    const log = await service
      .from("audit_log")
      .select("action, before, after")
      .eq("table_name", "auth.users")
      .eq("row_id", target.userId)
      .eq("action", "role_change");
    // One entry, the function's (a customer has no role claim; the log says "customer").
    expect(log.data).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ role: "customer" }),
        after: expect.objectContaining({ role: "owner" }),
      }),
    ]);

    await adminUsers(client, {
      action: "update",
      id: target.userId,
      full_name: "Chidi Okeke",
      role: "customer",
    });
    const back = await target.client.auth.refreshSession();
    expect(back.data.user?.app_metadata.role).toBeUndefined();
  });

  it("deactivates (cannot sign in) and activates (can again)", async () => {
    const { client } = await signedInAdmin();
    const target = await newAccount();
    const off = await adminUsers<{ user: { banned_until: string } }>(client, {
      action: "set_status",
      id: target.userId,
      active: false,
    });
    expect(
      new Date(off.data!.user.banned_until).getUTCFullYear(),
    ).toBeGreaterThan(2100);
    const refused = await anonClient().auth.signInWithPassword({
      email: target.email,
      password: target.password,
    });
    expect(refused.error?.message).toBe("User is banned");

    await adminUsers(client, {
      action: "set_status",
      id: target.userId,
      active: true,
    });
    const allowed = await anonClient().auth.signInWithPassword({
      email: target.email,
      password: target.password,
    });
    expect(allowed.error).toBeNull();
  });

  it("sends the auth service's password-reset e-mail to the user", async () => {
    const { client } = await signedInAdmin();
    const target = await newAccount();
    expect(
      await adminUsers(client, { action: "reset_password", id: target.userId }),
    ).toMatchObject({
      status: 200,
      data: { sent_to: target.email },
    });
    const [mail] = await mailTo(target.email);
    expect(mail?.subject).toMatch(/reset/i);
  });

  it("deletes the account", async () => {
    const { client } = await signedInAdmin();
    const target = await newAccount();
    expect(
      (await adminUsers(client, { action: "delete", id: target.userId }))
        .status,
    ).toBe(200);
    const gone = await serviceClient().auth.admin.getUserById(target.userId);
    expect(gone.error?.status).toBe(404);
    expect(
      await adminUsers(client, { action: "delete", id: target.userId }),
    ).toMatchObject({
      status: 404,
      error: "This user no longer exists.",
    });
  });

  it("refuses an administrator demoting, deactivating or deleting themselves", async () => {
    const admin = await signedInAdmin();
    const self = { id: admin.userId };
    expect(
      await adminUsers(admin.client, {
        action: "update",
        ...self,
        full_name: "",
        role: "customer",
      }),
    ).toMatchObject({
      status: 403,
      error: "You cannot remove your own administrator role.",
    });
    expect(
      (
        await adminUsers(admin.client, {
          action: "set_status",
          ...self,
          active: false,
        })
      ).status,
    ).toBe(403);
    expect(
      (await adminUsers(admin.client, { action: "delete", ...self })).error,
    ).toBe("You cannot delete your own account.");
    const still = await serviceClient().auth.admin.getUserById(admin.userId);
    expect(still.data.user?.app_metadata.role).toBe("admin");
    expect(still.data.user?.banned_until).toBeUndefined();
  });
});

describe("admin_count_other_admins", () => {
  it("counts active administrators besides the one named, and nobody but the service role may call it", async () => {
    const service = serviceClient();
    const admin = await signedInAdmin();
    const count = async (id: string) =>
      (await service.rpc("admin_count_other_admins", { p_user_id: id }))
        .data as number;
    const before = await count(admin.userId);
    const other = await signedInAdmin();
    expect(await count(admin.userId)).toBe(before + 1);
    await service.auth.admin.updateUserById(other.userId, {
      ban_duration: "876000h",
    });
    expect(await count(admin.userId)).toBe(before);
    const refused = await admin.client.rpc("admin_count_other_admins", {
      p_user_id: admin.userId,
    });
    expect(refused.error?.code).toBe("42501");
    const listing = await admin.client.rpc("admin_list_users", {
      p_page: 1,
      p_per_page: 10,
    });
    expect(listing.error?.code).toBe("42501");
  });
});
