import { AuthApiError, AuthSessionMissingError } from "@supabase/supabase-js";
import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";

import {
  anonClient,
  runtime,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../support.ts";
import { authFetch, claimsOf } from "./helpers.ts";

const SECRET = new TextEncoder().encode(
  "super-secret-jwt-token-with-at-least-32-characters-long",
);

describe("auth password sign-in and sessions", () => {
  it("signs in with the right password only", async () => {
    const { email, password, userId } = await signedInClient();
    const client = anonClient();
    const wrong = await client.auth.signInWithPassword({
      email,
      password: "not-the-password",
    });
    expect(wrong.error).toBeInstanceOf(AuthApiError);
    expect(wrong.error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
      message: "Invalid login credentials",
    });
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail("nobody"),
      password,
    });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: "invalid_credentials",
    });

    const { data, error } = await client.auth.signInWithPassword({
      email: email.toUpperCase(),
      password,
    });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.user?.last_sign_in_at).toEqual(expect.any(String));
    expect(claimsOf(data.session!.access_token)).toMatchObject({
      sub: userId,
      aal: "aal1",
      role: "authenticated",
    });
  });

  it("validates the password grant on the server too, and takes form bodies", async () => {
    const response = await authFetch("/token?grant_type=password", {
      method: "POST",
      body: '{"email":"a@b.co"}',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: "validation_failed",
      message:
        "You must provide either an email or phone number and a password",
    });
    const { email, password } = await signedInClient();
    const form = await authFetch("/token?grant_type=password", {
      method: "POST",
      body: new URLSearchParams({ email, password }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(200);
    expect(await form.json()).toMatchObject({
      token_type: "bearer",
      user: { email },
    });
  });

  it("refuses unconfirmed addresses", async () => {
    const email = uniqueEmail("unconfirmed");
    await serviceClient().auth.admin.createUser({
      email,
      password: "pending-pass",
    });
    const { error } = await anonClient().auth.signInWithPassword({
      email,
      password: "pending-pass",
    });
    expect(error).toMatchObject({
      status: 400,
      code: "email_not_confirmed",
      message: "Email not confirmed",
    });
  });

  it("signs in a hand-seeded user hashed by pgcrypto, with NULL token columns", async () => {
    const client = anonClient();
    const { data, error } = await client.auth.signInWithPassword({
      email: "seeded-user@example.test",
      password: "seeded-password",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      app_metadata: { role: "owner" },
      identities: [],
    });
    expect(claimsOf(data.session!.access_token)).toMatchObject({
      app_metadata: { role: "owner" },
    });
    expect((await client.auth.getUser()).data.user?.email).toBe(
      "seeded-user@example.test",
    );
    expect(
      (await client.auth.resetPasswordForEmail("seeded-user@example.test"))
        .error,
    ).toBeNull();
  });

  it("rotates refresh tokens, tolerating a lost answer, and forgets unknown ones", async () => {
    const { client } = await signedInClient();
    const first = (await client.auth.getSession()).data.session!;
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));

    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(second.access_token).session_id).toBe(
      claimsOf(first.access_token).session_id,
    );
    expect(events).toContain("TOKEN_REFRESHED");

    // Reusing the parent of the active token (client never stored the answer) gives that token back.
    const again = await anonClient().auth.refreshSession({
      refresh_token: first.refresh_token,
    });
    expect(again.data.session?.refresh_token).toBe(second.refresh_token);

    const unknown = await anonClient().auth.refreshSession({
      refresh_token: "no-such-token",
    });
    expect(unknown.error).toBeInstanceOf(AuthApiError);
    expect(unknown.error).toMatchObject({
      status: 400,
      code: "refresh_token_not_found",
      message: "Invalid Refresh Token: Refresh Token Not Found",
    });
  });

  it("reads and updates the signed-in user", async () => {
    const { client, email, password } = await signedInClient();
    await client.auth.updateUser({
      data: { full_name: "Chidi Okafor", city: "Lekki" },
    });
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const updated = await client.auth.updateUser({
      data: { city: null, phone_hint: "0803" },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({
      full_name: "Chidi Okafor",
      phone_hint: "0803",
    });
    expect(updated.data.user?.user_metadata).not.toHaveProperty("city");
    expect(events).toContain("USER_UPDATED");

    const same = await client.auth.updateUser({ password });
    expect(same.error).toMatchObject({ status: 422, code: "same_password" });
    const changed = await client.auth.updateUser({
      password: "a-brand-new-password",
    });
    expect(changed.error).toBeNull();
    expect(
      (await anonClient().auth.signInWithPassword({ email, password })).error
        ?.code,
    ).toBe("invalid_credentials");
    expect(
      (
        await anonClient().auth.signInWithPassword({
          email,
          password: "a-brand-new-password",
        })
      ).error,
    ).toBeNull();

    const appMeta = await authFetch("/user", {
      method: "PUT",
      bearer: (await client.auth.getSession()).data.session!.access_token,
      body: JSON.stringify({ app_metadata: { role: "admin" } }),
    });
    expect(appMeta.status).toBe(403);
    expect(await appMeta.json()).toMatchObject({ code: "not_admin" });
  });

  it("rejects missing, forged, expired and role-only tokens on /user", async () => {
    const missing = await fetch(`${runtime().apiUrl}/auth/v1/user`, {
      headers: { apikey: runtime().anonKey },
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toMatchObject({
      error_code: "no_authorization",
    });

    const { client, userId } = await signedInClient();
    const claims = claimsOf(
      (await client.auth.getSession()).data.session!.access_token,
    );
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .sign(new TextEncoder().encode("x".repeat(40)));
    const expired = await new SignJWT({
      ...claims,
      exp: Math.floor(Date.now() / 1000) - 60,
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(SECRET);
    for (const jwt of [forged, expired]) {
      const { data, error } = await anonClient().auth.getUser(jwt);
      expect(data.user).toBeNull();
      expect(error).toMatchObject({
        status: 403,
        code: "bad_jwt",
        message: expect.stringMatching(/^invalid JWT/),
      });
    }
    const anon = await anonClient().auth.getUser(runtime().anonKey);
    expect(anon.error).toMatchObject({
      status: 403,
      code: "bad_jwt",
      message: "invalid claim: missing sub claim",
    });

    const { data } = await anonClient().auth.getClaims(
      (await client.auth.getSession()).data.session!.access_token,
    );
    expect(data?.claims.sub).toBe(userId);
  });

  it("signs out globally, locally or everywhere else", async () => {
    const { email, password } = await signedInClient();
    const signIn = async () => {
      const client = anonClient();
      const { data } = await client.auth.signInWithPassword({
        email,
        password,
      });
      return { client, session: data.session! };
    };
    const a = await signIn();
    const b = await signIn();
    const c = await signIn();

    expect((await b.client.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(
      (await anonClient().auth.getUser(b.session.access_token)).error,
    ).toBeNull();
    const gone = await anonClient().auth.getUser(a.session.access_token);
    expect(gone.error).toBeInstanceOf(AuthSessionMissingError);
    const refreshGone = await anonClient().auth.refreshSession({
      refresh_token: c.session.refresh_token,
    });
    expect(refreshGone.error?.code).toBe("refresh_token_not_found");

    const d = await signIn();
    expect((await d.client.auth.signOut({ scope: "local" })).error).toBeNull();
    expect((await d.client.auth.getSession()).data.session).toBeNull();
    expect(
      (await anonClient().auth.getUser(d.session.access_token)).error,
    ).toBeInstanceOf(AuthSessionMissingError);
    expect(
      (await anonClient().auth.getUser(b.session.access_token)).error,
    ).toBeNull();

    const events: string[] = [];
    b.client.auth.onAuthStateChange((event) => void events.push(event));
    expect((await b.client.auth.signOut()).error).toBeNull();
    expect(events).toContain("SIGNED_OUT");
    const raw = await authFetch("/user", { bearer: b.session.access_token });
    expect(raw.status).toBe(403);
    expect(await raw.json()).toEqual({
      code: "session_not_found",
      message: "Session from session_id claim in JWT does not exist",
    });
  });

  it("keeps banned users out until the ban is lifted", async () => {
    const { client, userId, email, password } = await signedInClient();
    const session = (await client.auth.getSession()).data.session!;
    const admin = serviceClient().auth.admin;
    const banned = await admin.updateUserById(userId, {
      ban_duration: "876000h",
    });
    expect(
      new Date(banned.data.user!.banned_until!).getFullYear(),
    ).toBeGreaterThan(2100);

    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password,
    });
    expect(signIn.error).toMatchObject({ status: 400, code: "user_banned" });
    const user = await anonClient().auth.getUser(session.access_token);
    expect(user.error).toMatchObject({ status: 403, code: "user_banned" });
    const refresh = await anonClient().auth.refreshSession({
      refresh_token: session.refresh_token,
    });
    expect(refresh.error).toMatchObject({
      status: 400,
      code: "user_banned",
      message: "Invalid Refresh Token: User Banned",
    });

    const lifted = await admin.updateUserById(userId, { ban_duration: "none" });
    expect(lifted.data.user).not.toHaveProperty("banned_until");
    expect(
      (await anonClient().auth.signInWithPassword({ email, password })).error,
    ).toBeNull();

    const invalid = await admin.updateUserById(userId, { ban_duration: "3d" });
    expect(invalid.error).toMatchObject({
      status: 400,
      code: "validation_failed",
    });
  });
});
