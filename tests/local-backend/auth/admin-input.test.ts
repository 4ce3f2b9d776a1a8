import { describe, expect, it } from "vitest";

import {
  anonClient,
  runtime,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../support.ts";
import { authFetch } from "./helpers.ts";

/**
 * The admin API's input checks with GoTrue's errors (supabase/auth internal/api/admin.go:
 * adminUsers, adminUserCreate, adminUserUpdate; mail.go validateEmail; phone.go validatePhone;
 * pagination.go; sorting.go), through auth-js's admin methods.
 */
const admin = () => serviceClient().auth.admin;
const uniquePhone = () =>
  `23481${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 10)}`;

const failed = (message: string) => ({
  status: 400,
  code: "validation_failed",
  message,
});

describe("admin user input", () => {
  it("checks addresses as GoTrue's validateEmail does, on create and update", async () => {
    expect((await admin().createUser({})).error).toMatchObject(
      failed("Cannot create a user without either an email or phone"),
    );
    for (const email of ["no-at-sign", "a b@example.test", " x@example.test"])
      expect((await admin().createUser({ email })).error, email).toMatchObject(
        failed("Unable to validate email address: invalid format"),
      );
    expect(
      (await admin().createUser({ email: `${"a".repeat(250)}@x.test` })).error,
    ).toMatchObject(failed("An email address is too long"));
    // checkmail needs no dot in the domain; GoTrue lower-cases what it accepts.
    const dotless = `Admin-${Date.now()}@LocalHost`;
    const created = await admin().createUser({ email: dotless });
    expect(created.error).toBeNull();
    expect(created.data.user?.email).toBe(dotless.toLowerCase());

    const { userId } = await signedInClient();
    expect(
      (await admin().updateUserById(userId, { email: "still wrong" })).error,
    ).toMatchObject(failed("Unable to validate email address: invalid format"));
  });

  it("checks phone numbers as validatePhone does, and refuses a taken one on create", async () => {
    const spaced = uniquePhone();
    const withSpaces = `+${spaced.slice(0, 3)} ${spaced.slice(3, 6)} ${spaced.slice(6)}`;
    const created = await admin().createUser({ phone: withSpaces });
    expect(created.error).toBeNull();
    expect(created.data.user?.phone).toBe(spaced);
    expect(created.data.user?.app_metadata).toMatchObject({
      provider: "phone",
    });
    for (const phone of ["+234-803-123-4567", "0803123", "++2348031234567"])
      expect((await admin().createUser({ phone })).error, phone).toMatchObject(
        failed("Invalid phone number format (E.164 required)"),
      );
    expect(
      (await admin().createUser({ phone: `+${spaced}` })).error,
    ).toMatchObject({
      status: 422,
      code: "phone_exists",
      message: "Phone number already registered by another user",
    });
  });

  it("takes a password or a hash on create, without the strength rules; update applies them", async () => {
    const email = uniqueEmail("admin-pw");
    expect(
      (
        await admin().createUser({
          email,
          password: "one-password",
          password_hash:
            "$2a$10$abcdefghijklmnopqrstuuabcdefghijklmnopqrstuvwxyz01234",
        })
      ).error,
    ).toMatchObject(
      failed("Only a password or a password hash should be provided"),
    );
    // adminUserCreate hashes what it is given: the minimum length is for sign-ups and updates.
    const short = await admin().createUser({
      email,
      password: "abc",
      email_confirm: true,
    });
    expect(short.error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password: "abc" }))
        .error,
    ).toBeNull();
    expect(
      (await admin().updateUserById(short.data.user!.id, { password: "xyz" }))
        .error,
    ).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
    });
    expect(
      (
        await admin().createUser({
          email: uniqueEmail("admin-hash"),
          password_hash: "not-a-bcrypt-hash",
        })
      ).error,
    ).toMatchObject({
      // auth-js reports 5xx answers as retryable, without their code.
      name: "AuthRetryableFetchError",
      status: 500,
      message: "Error creating user",
    });
  });

  it("checks a chosen id", async () => {
    expect(
      (await admin().createUser({ email: uniqueEmail("id"), id: "42" })).error,
    ).toMatchObject(failed("ID must conform to the uuid v4 format"));
    expect(
      (
        await admin().createUser({
          email: uniqueEmail("id"),
          id: "00000000-0000-0000-0000-000000000000",
        })
      ).error,
    ).toMatchObject(failed("ID cannot be a nil uuid"));
  });

  it("parses ban_duration as Go's time.ParseDuration, with its errors", async () => {
    const { userId } = await signedInClient();
    const cases: [string, string][] = [
      ["3d", 'time: unknown unit "d" in duration "3d"'],
      ["10", 'time: missing unit in duration "10"'],
      ["soon", 'time: invalid duration "soon"'],
      ["-", 'time: invalid duration "-"'],
    ];
    for (const [ban_duration, reason] of cases)
      expect(
        (await admin().updateUserById(userId, { ban_duration })).error,
        ban_duration,
      ).toMatchObject(failed(`invalid format for ban duration: ${reason}`));

    const banned = await admin().updateUserById(userId, {
      ban_duration: "1h30m",
    });
    const until = new Date(banned.data.user!.banned_until!).getTime();
    expect(until - Date.now()).toBeGreaterThan(89 * 60_000);
    expect(until - Date.now()).toBeLessThan(91 * 60_000);
    // A zero duration lifts the ban, as "none" does.
    const lifted = await admin().updateUserById(userId, { ban_duration: "0s" });
    expect(lifted.error).toBeNull();
    expect(lifted.data.user).not.toHaveProperty("banned_until");
  });

  it("leaves a taken address to the unique index on update: 500 Error updating user", async () => {
    const { email: taken } = await signedInClient();
    const { userId, email } = await signedInClient();
    expect(
      (await admin().updateUserById(userId, { email: taken })).error,
    ).toMatchObject({
      name: "AuthRetryableFetchError",
      status: 500,
      message: "Error updating user",
    });
    const raw = await authFetch(`/admin/users/${userId}`, {
      method: "PUT",
      body: JSON.stringify({ email: taken }),
      bearer: runtime().serviceRoleKey,
    });
    expect(raw.status).toBe(500);
    expect(await raw.json()).toEqual({
      code: "unexpected_failure",
      message: "Error updating user",
    });
    expect((await admin().getUserById(userId)).data.user?.email).toBe(email);
  });

  it("ends every session of a user whose password an admin sets", async () => {
    const { client, userId } = await signedInClient();
    const { access_token } = (await client.auth.getSession()).data.session!;
    expect(
      (
        await admin().updateUserById(userId, {
          password: "admin-chosen-password",
        })
      ).error,
    ).toBeNull();
    const user = await authFetch("/user", { bearer: access_token });
    expect(user.status).toBe(403);
    expect(await user.json()).toMatchObject({ code: "session_not_found" });
  });
});

describe("admin user listing input", () => {
  it("refuses page and per_page that strconv.ParseUint refuses", async () => {
    const negative = await admin().listUsers({ page: -1 });
    expect(negative.error).toMatchObject(
      failed(
        'Bad Pagination Parameters: strconv.ParseUint: parsing "-1": invalid syntax',
      ),
    );
    expect(negative.data).toEqual({ users: [] });
    expect(
      (await admin().listUsers({ page: 1, perPage: 1.5 })).error,
    ).toMatchObject(
      failed(
        'Bad Pagination Parameters: strconv.ParseUint: parsing "1.5": invalid syntax',
      ),
    );
    const huge = await authFetch("/admin/users?per_page=18446744073709551616", {
      bearer: runtime().serviceRoleKey,
    });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual({
      code: "validation_failed",
      message:
        'Bad Pagination Parameters: strconv.ParseUint: parsing "18446744073709551616": value out of range',
    });
  });

  it("reads page 0 as the first page, and refuses sort fields other than created_at", async () => {
    const zero = await admin().listUsers({ page: 0, perPage: 2 });
    const first = await admin().listUsers({ page: 1, perPage: 2 });
    expect(zero.error).toBeNull();
    expect(zero.data.users.map((u) => u.id)).toEqual(
      first.data.users.map((u) => u.id),
    );

    const bearer = runtime().serviceRoleKey;
    const badField = await authFetch("/admin/users?sort=email", { bearer });
    expect(badField.status).toBe(400);
    expect(await badField.json()).toEqual({
      code: "validation_failed",
      message: "Bad Sort Parameters: bad field for sort 'email'",
    });
    const badDirection = await authFetch(
      `/admin/users?sort=${encodeURIComponent("created_at up")}`,
      { bearer },
    );
    expect(await badDirection.json()).toEqual({
      code: "validation_failed",
      message:
        "Bad Sort Parameters: bad direction for sort 'up', only 'asc' and 'desc' allowed",
    });
    const oldest = await authFetch(
      `/admin/users?per_page=3&sort=${encodeURIComponent("created_at ASC")}`,
      { bearer },
    );
    const newest = await authFetch("/admin/users?per_page=3", { bearer });
    const ids = async (r: Response) =>
      ((await r.json()) as { users: { created_at: string }[] }).users.map(
        (u) => u.created_at,
      );
    const ascending = await ids(oldest);
    expect(ascending).toEqual([...ascending].sort());
    const descending = await ids(newest);
    expect(descending).toEqual([...descending].sort().reverse());
  });
});
