import { beforeEach, describe, expect, it } from "vitest";

import {
  call,
  CUSTOMER_ID,
  DRIVER_ID,
  FakeUsers,
  MISSING_ID,
} from "../../support/admin-users-fake.ts";

let users: FakeUsers;
beforeEach(() => {
  users = new FakeUsers();
});

const invite = (email: string, driver_id = DRIVER_ID) =>
  call(users, { action: "invite_driver", driver_id, email });

describe("admin-users: invite_driver", () => {
  it("invites a new address with the driver's name, gives it the driver role and links it", async () => {
    const { status, body } = await invite("Tunde@Example.test");
    expect(status).toBe(200);
    const userId = body.user_id as string;
    expect(users.invited).toEqual(["tunde@example.test"]);
    expect(users.accounts.get(userId)).toMatchObject({
      role: "driver",
      full_name: "Tunde Bakare",
    });
    expect(users.drivers.get(DRIVER_ID)?.user_id).toBe(userId);
  });

  it("reuses an account without a role and sends it a recovery e-mail to set a password", async () => {
    const { body } = await invite("ada@example.test");
    expect(body).toEqual({ user_id: CUSTOMER_ID });
    expect(users.accounts.get(CUSTOMER_ID)?.role).toBe("driver");
    expect(users.resetsSentTo).toEqual(["ada@example.test"]);
    expect(users.invited).toEqual([]);
  });

  it("refuses an account with another role, a driver with a login and a login already linked", async () => {
    expect(await invite("admin@example.test")).toMatchObject({
      status: 409,
      body: { error: "This e-mail belongs to an account with the admin role." },
    });
    await invite("ada@example.test");
    expect(await invite("someone@example.test")).toMatchObject({
      status: 409,
      body: { error: "This driver already has a login." },
    });
    const second = "00000000-0000-4000-8000-0000000000d2";
    users.drivers.set(second, { id: second, name: "Second", user_id: null });
    expect(await invite("ada@example.test", second)).toMatchObject({
      status: 409,
      body: { error: "This login already belongs to another driver." },
    });
  });

  it("answers 404 for a driver that does not exist", async () => {
    expect(await invite("x@example.test", MISSING_ID)).toMatchObject({
      status: 404,
      body: { error: "This driver no longer exists." },
    });
  });
});
