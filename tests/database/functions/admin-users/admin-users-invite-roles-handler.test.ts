import { beforeEach, describe, expect, it } from "vitest";

import {
  ADMIN_ID,
  call,
  CUSTOMER_ID,
  DRIVER_ID,
  FakeUsers,
} from "../../support/admin-users-fake.ts";

/** admin-users `invite`, in-process: an invitation for a driver, an owner or an administrator. */

let users: FakeUsers;
beforeEach(() => {
  users = new FakeUsers();
});

const invite = (body: Record<string, unknown>) =>
  call(users, { action: "invite", ...body });

describe("admin-users: invite an owner or an administrator", () => {
  it.each(["owner", "admin"] as const)(
    "invites a new address as %s, gives it the role and answers its id",
    async (role) => {
      const { status, body } = await invite({
        email: "Folake@Example.test",
        full_name: " Folake Adeyemi ",
        role,
      });
      expect(status).toBe(200);
      expect(body).toEqual({ user_id: expect.any(String), sent: "invite" });
      const userId = body.user_id as string;
      expect(users.invited).toEqual(["folake@example.test"]);
      expect(users.invitedAs).toEqual([role]);
      expect(users.accounts.get(userId)).toMatchObject({
        role,
        full_name: "Folake Adeyemi",
      });
      expect(users.logged).toEqual([
        {
          actorId: ADMIN_ID,
          action: "insert",
          userId,
          before: null,
          after: {
            email: "folake@example.test",
            full_name: "Folake Adeyemi",
            role,
          },
        },
      ]);
    },
  );

  it("promotes an existing customer and sends a link to set a password", async () => {
    const { status, body } = await invite({
      email: "ada@example.test",
      full_name: "Ada Obi",
      role: "owner",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ user_id: CUSTOMER_ID, sent: "recovery" });
    expect(users.accounts.get(CUSTOMER_ID)).toMatchObject({
      role: "owner",
      full_name: "Ada Obi",
    });
    expect(users.invited).toEqual([]);
    expect(users.resetsSentTo).toEqual(["ada@example.test"]);
    expect(users.logged).toEqual([
      {
        actorId: ADMIN_ID,
        action: "role_change",
        userId: CUSTOMER_ID,
        before: { email: "ada@example.test", full_name: "", role: "customer" },
        after: {
          email: "ada@example.test",
          full_name: "Ada Obi",
          role: "owner",
          password_reset_sent_at: expect.any(String),
        },
      },
    ]);
  });

  it("keeps a promoted customer's own name", async () => {
    users.accounts.get(CUSTOMER_ID)!.full_name = "Ada Okafor";
    await invite({
      email: "ada@example.test",
      full_name: "Ada O.",
      role: "admin",
    });
    expect(users.accounts.get(CUSTOMER_ID)).toMatchObject({
      role: "admin",
      full_name: "Ada Okafor",
    });
  });

  it("refuses an address that already has the role or another one, changing nothing", async () => {
    expect(
      await invite({
        email: "admin@example.test",
        full_name: "A",
        role: "admin",
      }),
    ).toMatchObject({
      status: 409,
      body: {
        error: "This e-mail already belongs to an administrator account.",
        code: "already_has_role",
      },
    });
    expect(
      await invite({
        email: "admin@example.test",
        full_name: "A",
        role: "owner",
      }),
    ).toMatchObject({
      status: 409,
      body: {
        error: "This e-mail belongs to an account with the admin role.",
        code: "other_role",
      },
    });
    await invite({
      email: "ada@example.test",
      full_name: "Ada",
      role: "owner",
    });
    expect(
      await invite({
        email: "ada@example.test",
        full_name: "Ada",
        role: "owner",
      }),
    ).toMatchObject({
      status: 409,
      body: { error: "This e-mail already belongs to an owner account." },
    });
    expect(users.invited).toEqual([]);
  });
});

describe("admin-users: invite a driver", () => {
  it("does what invite_driver does, with the driver's name when none is given", async () => {
    const { status, body } = await invite({
      email: "tunde@example.test",
      role: "driver",
      driver_id: DRIVER_ID,
    });
    expect(status).toBe(200);
    expect(body).toEqual({ user_id: expect.any(String), sent: "invite" });
    expect(users.invitedAs).toEqual(["driver"]);
    expect(users.accounts.get(body.user_id as string)).toMatchObject({
      role: "driver",
      full_name: "Tunde Bakare",
    });
    expect(users.drivers.get(DRIVER_ID)?.user_id).toBe(body.user_id);
  });

  it("links an existing customer with a recovery e-mail", async () => {
    expect(
      await invite({
        email: "ada@example.test",
        role: "driver",
        driver_id: DRIVER_ID,
      }),
    ).toMatchObject({
      status: 200,
      body: { user_id: CUSTOMER_ID, sent: "recovery" },
    });
    expect(users.resetsSentTo).toEqual(["ada@example.test"]);
  });

  it("keeps invite_driver answering as before", async () => {
    const { status, body } = await call(users, {
      action: "invite_driver",
      driver_id: DRIVER_ID,
      email: "tunde@example.test",
    });
    expect(status).toBe(200);
    expect(body).toEqual({ user_id: expect.any(String) });
    expect(users.invitedAs).toEqual(["driver"]);
  });
});

describe("admin-users: invite requests that are refused", () => {
  it.each([
    [
      { email: "x@example.test", role: "driver" },
      "driver_id: Choose the driver this login is for.",
    ],
    [
      { email: "x@example.test", role: "owner" },
      "full_name: Enter the person's name.",
    ],
    [
      { email: "x@example.test", full_name: "  ", role: "admin" },
      "full_name: Enter the person's name.",
    ],
    [
      { email: "x@example.test", full_name: "X", role: "customer" },
      "role: Must be one of driver, owner, admin.",
    ],
    [
      { email: "not-an-address", full_name: "X", role: "owner" },
      "email: Must be an e-mail address.",
    ],
  ])("%j → 400", async (body, message) => {
    expect(await invite(body)).toMatchObject({
      status: 400,
      body: { error: message, code: "invalid_payload" },
    });
    expect(users.invited).toEqual([]);
  });
});
