import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { serviceClient } from "../../../local-backend/support.ts";
import { adminUsers, signedInAdmin } from "../../support/admin-users.ts";

/**
 * The database refuses to take the last active administrator away, whoever asks (here the
 * service role, as the auth service would). The runtime holds many administrators from other
 * tests, so every active one but ours is banned for this file and restored afterwards.
 */

interface Listed {
  users: { id: string; role: string; banned_until: string | null }[];
  total: number;
}

const service = serviceClient();
const paused: string[] = [];
let last: Awaited<ReturnType<typeof signedInAdmin>>;

async function activeAdmins(): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const { data, error } = await service.rpc("admin_list_users", {
      p_page: page,
      p_per_page: 100,
      p_search: "",
    });
    if (error) throw error;
    const { users, total } = data as Listed;
    for (const user of users)
      if (
        user.role === "admin" &&
        (!user.banned_until || new Date(user.banned_until) <= new Date())
      )
        ids.push(user.id);
    if (page * 100 >= total) return ids;
  }
}

beforeAll(async () => {
  last = await signedInAdmin();
  for (const id of await activeAdmins()) {
    if (id === last.userId) continue;
    const { error } = await service.auth.admin.updateUserById(id, {
      ban_duration: "876000h",
    });
    if (error) throw error;
    paused.push(id);
  }
});

afterAll(async () => {
  for (const id of paused)
    await service.auth.admin.updateUserById(id, { ban_duration: "none" });
});

describe("the last active administrator", () => {
  it("cannot be demoted, banned or deleted, even by the service role", async () => {
    expect(await activeAdmins()).toEqual([last.userId]);
    const demote = await service.auth.admin.updateUserById(last.userId, {
      app_metadata: { role: "owner" },
    });
    expect(demote.error).not.toBeNull();
    const ban = await service.auth.admin.updateUserById(last.userId, {
      ban_duration: "876000h",
    });
    expect(ban.error).not.toBeNull();
    const remove = await service.auth.admin.deleteUser(last.userId);
    expect(remove.error).not.toBeNull();

    const { data } = await service.auth.admin.getUserById(last.userId);
    expect(data.user?.app_metadata.role).toBe("admin");
    expect(data.user?.banned_until).toBeUndefined();
    // Still the administrator: the function answers them.
    expect((await adminUsers(last.client, { action: "list" })).status).toBe(
      200,
    );
  });

  it("can be changed once another administrator is active again", async () => {
    const other = paused.shift()!;
    await service.auth.admin.updateUserById(other, { ban_duration: "none" });
    const ban = await service.auth.admin.updateUserById(last.userId, {
      ban_duration: "876000h",
    });
    expect(ban.error).toBeNull();
    await service.auth.admin.updateUserById(last.userId, {
      ban_duration: "none",
    });
  });
});
