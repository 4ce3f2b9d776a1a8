import { beforeEach, describe, expect, it } from "vitest";

import {
  ADMIN_ID,
  call,
  CUSTOMER_ID,
  DRIVER_ID,
  FakeUsers,
} from "../../support/admin-users-fake.ts";

/** admin-users writes one attributed action log entry per change, after the change. */

let users: FakeUsers;
beforeEach(() => {
  users = new FakeUsers();
});

describe("admin-users: the action log entries", () => {
  it("names the calling administrator and logs only what changed", async () => {
    await call(users, {
      action: "update",
      id: CUSTOMER_ID,
      full_name: "Ada",
      role: "customer",
    });
    await call(users, {
      action: "update",
      id: CUSTOMER_ID,
      full_name: "Ada",
      role: "customer",
    });
    expect(users.logged).toEqual([
      {
        actorId: ADMIN_ID,
        action: "update",
        userId: CUSTOMER_ID,
        before: { email: "ada@example.test", full_name: "", role: "customer" },
        after: {
          email: "ada@example.test",
          full_name: "Ada",
          role: "customer",
        },
      },
    ]);
  });

  it("logs nothing for a refused or failed change", async () => {
    await call(users, { action: "delete", id: ADMIN_ID });
    users.setBanned = async () => {
      throw new Error("updateUserById failed: connection reset");
    };
    await call(users, { action: "set_status", id: CUSTOMER_ID, active: false });
    expect(users.logged).toEqual([]);
  });

  it("answers 500 saying the change stands when its entry cannot be written", async () => {
    users.logFailure = new Error("record_account_action failed: timeout");
    expect(
      await call(users, {
        action: "set_status",
        id: CUSTOMER_ID,
        active: false,
      }),
    ).toMatchObject({
      status: 500,
      body: {
        code: "not_logged",
        error:
          "The change was saved, but it could not be recorded in the action log. Please tell your technical contact.",
      },
    });
    expect(users.accounts.get(CUSTOMER_ID)?.banned_until).not.toBeNull();
  });

  it("logs a driver invite as a new account linked to the driver", async () => {
    const { body } = await call(users, {
      action: "invite_driver",
      driver_id: DRIVER_ID,
      email: "tunde@example.test",
    });
    expect(users.logged).toEqual([
      {
        actorId: ADMIN_ID,
        action: "insert",
        userId: body.user_id,
        before: null,
        after: {
          email: "tunde@example.test",
          full_name: "Tunde Bakare",
          role: "driver",
          driver_id: DRIVER_ID,
        },
      },
    ]);
  });
});
