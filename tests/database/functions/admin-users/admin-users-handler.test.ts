import { beforeEach, describe, expect, it } from "vitest";

import { HttpError } from "../../../../supabase/functions/_shared/http.ts";
import {
  ADMIN_ID,
  call,
  CUSTOMER_ID,
  FakeUsers,
  MISSING_ID,
  OTHER_ADMIN_ID,
} from "../../support/admin-users-fake.ts";

let users: FakeUsers;
beforeEach(() => {
  users = new FakeUsers();
});

describe("admin-users: the request", () => {
  it("answers the CORS preflight and puts the CORS headers on every answer", async () => {
    const preflight = await call(users, "", ADMIN_ID, {
      method: "OPTIONS",
      body: null,
    });
    expect(preflight.status).toBe(200);
    expect(preflight.headers.get("Access-Control-Allow-Origin")).toBe("*");
    const refused = await call(users, { action: "nope" });
    expect(refused.headers.get("Access-Control-Allow-Origin")).toBe("*");
  });

  it("passes on the caller check's refusal before reading the body", async () => {
    const forbidden = new HttpError(
      403,
      "forbidden",
      "Only administrators may do this.",
    );
    expect(await call(users, "not json", forbidden)).toMatchObject({
      status: 403,
      body: { error: "Only administrators may do this.", code: "forbidden" },
    });
    const unsigned = new HttpError(
      401,
      "unauthorized",
      "Please sign in to continue.",
    );
    expect((await call(users, { action: "list" }, unsigned)).status).toBe(401);
  });

  it.each([
    [
      { action: "promote" },
      "action: must be one of list, update, reset_password, set_status, delete, invite_driver, invite.",
    ],
    [
      [],
      "action: must be one of list, update, reset_password, set_status, delete, invite_driver, invite.",
    ],
    [
      { action: "list", perPage: 101 },
      "perPage: Too big: expected number to be <=100.",
    ],
    [
      { action: "list", page: 0 },
      "page: Too small: expected number to be >=1.",
    ],
    [
      { action: "update", id: "42", full_name: "A", role: "admin" },
      "id: Must be a user id.",
    ],
    [
      { action: "update", id: CUSTOMER_ID, full_name: "A", role: "superuser" },
      "role: Must be one of customer, owner, driver, admin.",
    ],
    [
      {
        action: "update",
        id: CUSTOMER_ID,
        full_name: "x".repeat(121),
        role: "owner",
      },
      "full_name: Must be at most 120 characters.",
    ],
    [
      { action: "set_status", id: CUSTOMER_ID, active: "no" },
      "active: Must be true or false.",
    ],
    [
      {
        action: "invite_driver",
        driver_id: CUSTOMER_ID,
        email: "not-an-email",
      },
      "email: Must be an e-mail address.",
    ],
  ])("refuses %j with a readable 400", async (body, message) => {
    expect(await call(users, body)).toMatchObject({
      status: 400,
      body: { error: message, code: "invalid_payload" },
    });
  });

  it("refuses malformed JSON and other methods", async () => {
    expect((await call(users, "{")).body).toEqual({
      error: "The request body is not valid JSON.",
      code: "invalid_json",
    });
    expect(
      (await call(users, "", ADMIN_ID, { method: "GET", body: null })).status,
    ).toBe(405);
  });

  it("answers 404 for an account that does not exist", async () => {
    for (const body of [
      { action: "update", id: MISSING_ID, full_name: "A", role: "owner" },
      { action: "reset_password", id: MISSING_ID },
      { action: "set_status", id: MISSING_ID, active: false },
      { action: "delete", id: MISSING_ID },
    ])
      expect(await call(users, body)).toMatchObject({
        status: 404,
        body: { error: "This user no longer exists." },
      });
  });
});

describe("admin-users: actions", () => {
  it("lists a page with the total, searching e-mail and name", async () => {
    const { status, body } = await call(users, {
      action: "list",
      page: 1,
      perPage: 2,
    });
    expect(status).toBe(200);
    expect(body.total).toBe(3);
    expect(body.users).toHaveLength(2);
    const found = await call(users, { action: "list", q: "ADA@" });
    expect(found.body).toMatchObject({
      total: 1,
      users: [{ id: CUSTOMER_ID }],
    });
  });

  it("updates the name and role, and answers the account as it is now", async () => {
    const { status, body } = await call(users, {
      action: "update",
      id: CUSTOMER_ID,
      full_name: "  Ada Lovelace ",
      role: "owner",
    });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({
      full_name: "Ada Lovelace",
      role: "owner",
    });
  });

  it("lets an admin edit their own name while keeping the role", async () => {
    const { status } = await call(users, {
      action: "update",
      id: ADMIN_ID,
      full_name: "Chief",
      role: "admin",
    });
    expect(status).toBe(200);
    expect(users.accounts.get(ADMIN_ID)?.full_name).toBe("Chief");
  });

  it("deactivates, activates, sends the reset e-mail and deletes", async () => {
    await call(users, { action: "set_status", id: CUSTOMER_ID, active: false });
    expect(users.accounts.get(CUSTOMER_ID)?.banned_until).not.toBeNull();
    const back = await call(users, {
      action: "set_status",
      id: CUSTOMER_ID,
      active: true,
    });
    expect(back.body.user).toMatchObject({ banned_until: null });
    expect(
      (await call(users, { action: "reset_password", id: CUSTOMER_ID })).body,
    ).toEqual({
      sent_to: "ada@example.test",
    });
    expect(users.resetsSentTo).toEqual(["ada@example.test"]);
    expect(
      (await call(users, { action: "delete", id: CUSTOMER_ID })).status,
    ).toBe(200);
    expect(users.accounts.has(CUSTOMER_ID)).toBe(false);
  });
});

describe("admin-users: an admin never locks the operator out", () => {
  it.each([
    [
      { action: "update", id: ADMIN_ID, full_name: "", role: "customer" },
      "You cannot remove your own administrator role.",
    ],
    [
      { action: "set_status", id: ADMIN_ID, active: false },
      "You cannot deactivate your own account.",
    ],
    [{ action: "delete", id: ADMIN_ID }, "You cannot delete your own account."],
  ])("refuses %j on themselves with 403", async (body, message) => {
    expect(await call(users, body)).toMatchObject({
      status: 403,
      body: { error: message },
    });
    expect(users.accounts.get(ADMIN_ID)).toMatchObject({
      role: "admin",
      banned_until: null,
    });
  });

  it.each([
    [
      { action: "update", id: OTHER_ADMIN_ID, full_name: "", role: "driver" },
      "The last administrator cannot be given another role.",
    ],
    [
      { action: "set_status", id: OTHER_ADMIN_ID, active: false },
      "The last administrator cannot be deactivated.",
    ],
    [
      { action: "delete", id: OTHER_ADMIN_ID },
      "The last administrator cannot be deleted.",
    ],
  ])("refuses %j on the last active admin with 409", async (body, message) => {
    // The caller's own account was banned meanwhile (a race the function cannot see otherwise).
    users.accounts.get(ADMIN_ID)!.banned_until = "2126-01-01T00:00:00.000Z";
    expect(await call(users, body)).toMatchObject({
      status: 409,
      body: { error: message },
    });
    expect(users.accounts.get(OTHER_ADMIN_ID)).toMatchObject({
      role: "admin",
      banned_until: null,
    });
  });

  it("lets one admin demote another while a second one remains", async () => {
    const { status } = await call(users, {
      action: "update",
      id: OTHER_ADMIN_ID,
      full_name: "",
      role: "customer",
    });
    expect(status).toBe(200);
    expect(users.accounts.get(OTHER_ADMIN_ID)?.role).toBe("customer");
  });
});

describe("admin-users: when two removals race past the check", () => {
  it("answers 409 when the database refuses to take the last administrator away", async () => {
    // The check saw another admin; by the time of the change it was gone, and the database's
    // guard refused the ban.
    const counts = [1, 0];
    users.countOtherAdmins = async () => counts.shift() ?? 0;
    users.setBanned = async () => {
      throw new Error("updateUserById failed: Database error updating user");
    };
    expect(
      await call(users, {
        action: "set_status",
        id: OTHER_ADMIN_ID,
        active: false,
      }),
    ).toMatchObject({
      status: 409,
      body: { error: "The last administrator cannot be deactivated." },
    });
  });

  it("still answers 500, in general words, for a failure that is not the guard", async () => {
    users.deleteUser = async () => {
      throw new Error("deleteUser failed: connection reset");
    };
    expect(
      await call(users, { action: "delete", id: CUSTOMER_ID }),
    ).toMatchObject({
      status: 500,
      body: { error: "Something went wrong on our side. Please try again." },
    });
  });
});
