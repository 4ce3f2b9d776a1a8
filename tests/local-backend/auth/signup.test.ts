import { AuthApiError, AuthWeakPasswordError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { anonClient, runtime, uniqueEmail } from "../support.ts";
import { authFetch, claimsOf } from "./helpers.ts";

describe("auth sign-up", () => {
  it("auto-confirms and returns a GoTrue session whose JWT carries the user", async () => {
    const client = anonClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const email = uniqueEmail("signup");
    const { data, error } = await client.auth.signUp({
      email,
      password: "lagos-rides-2026",
      options: { data: { full_name: "Ada Obi" } },
    });
    expect(error).toBeNull();
    const session = data.session!;
    expect(session).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(session.refresh_token).toEqual(expect.any(String));
    const user = data.user!;
    expect(user).toMatchObject({
      aud: "authenticated",
      role: "authenticated",
      email,
      phone: "",
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: {
        full_name: "Ada Obi",
        sub: user.id,
        email,
        email_verified: true,
        phone_verified: false,
      },
      is_anonymous: false,
    });
    expect(user.email_confirmed_at).toMatch(
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/,
    );
    expect(user.confirmed_at).toBe(user.email_confirmed_at);
    expect(user).not.toHaveProperty("banned_until");
    expect(user).not.toHaveProperty("factors");
    expect(user.identities).toEqual([
      expect.objectContaining({
        id: user.id,
        user_id: user.id,
        provider: "email",
        email,
        identity_id: expect.any(String),
        identity_data: expect.objectContaining({ sub: user.id, email }),
      }),
    ]);

    const claims = claimsOf(session.access_token);
    expect(Object.keys(claims)).toEqual([
      "iss",
      "sub",
      "aud",
      "exp",
      "iat",
      "email",
      "phone",
      "app_metadata",
      "user_metadata",
      "role",
      "aal",
      "amr",
      "session_id",
      "is_anonymous",
    ]);
    expect(claims).toMatchObject({
      iss: `${runtime().apiUrl}/auth/v1`,
      sub: user.id,
      aud: "authenticated",
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: expect.any(Number) }],
      session_id: expect.any(String),
      is_anonymous: false,
      user_metadata: expect.objectContaining({ full_name: "Ada Obi" }),
    });
    expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
    expect(session.expires_at).toBe(claims.exp);
    expect(events).toContain("SIGNED_IN");

    const current = await client.auth.getUser();
    expect(current.data.user?.id).toBe(user.id);
  });

  it("signs up and in by phone number", async () => {
    const phone = `+23480${String(Date.now()).slice(-8)}`;
    const { data, error } = await anonClient().auth.signUp({
      phone,
      password: "phone-password",
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      phone: phone.slice(1),
      email: "",
      phone_confirmed_at: expect.any(String),
      app_metadata: { provider: "phone", providers: ["phone"] },
    });
    const signIn = await anonClient().auth.signInWithPassword({
      phone,
      password: "phone-password",
    });
    expect(signIn.error).toBeNull();
    expect(claimsOf(signIn.data.session!.access_token)).toMatchObject({
      phone: phone.slice(1),
      email: "",
    });
  });

  it("refuses an address that is already registered", async () => {
    const email = uniqueEmail("dup");
    await anonClient().auth.signUp({ email, password: "first-password" });
    const { data, error } = await anonClient().auth.signUp({
      email: email.toUpperCase(),
      password: "second-password",
    });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({
      status: 422,
      code: "user_already_exists",
      message: "User already registered",
    });
    expect(data.session).toBeNull();
  });

  it("refuses a password shorter than the configured minimum", async () => {
    const { error } = await anonClient().auth.signUp({
      email: uniqueEmail("weak"),
      password: "abc",
    });
    expect(error).toBeInstanceOf(AuthWeakPasswordError);
    expect(error).toMatchObject({
      status: 422,
      code: "weak_password",
      message: "Password should be at least 6 characters.",
      reasons: ["length"],
    });
  });

  it("validates the address", async () => {
    const { error } = await anonClient().auth.signUp({
      email: "not-an-address",
      password: "long-enough",
    });
    expect(error).toMatchObject({ status: 400, code: "validation_failed" });
  });

  it("answers malformed bodies with bad_json in both error shapes", async () => {
    const modern = await authFetch("/signup", {
      method: "POST",
      body: '{"email": ',
    });
    expect(modern.status).toBe(400);
    expect(modern.headers.get("x-supabase-api-version")).toBe("2024-01-01");
    expect(modern.headers.get("x-sb-error-code")).toBe("bad_json");
    expect(await modern.json()).toEqual({
      code: "bad_json",
      message: expect.stringMatching(/^Could not parse/),
    });

    const legacy = await authFetch("/signup", {
      method: "POST",
      body: "[1, 2]",
      headers: { "x-supabase-api-version": "" },
    });
    expect(legacy.status).toBe(400);
    expect(legacy.headers.get("x-supabase-api-version")).toBeNull();
    expect(await legacy.json()).toEqual({
      code: 400,
      error_code: "bad_json",
      msg: expect.any(String),
    });

    const wrongType = await authFetch("/signup", {
      method: "POST",
      body: '{"email": 42, "password": "x"}',
    });
    expect(await wrongType.json()).toMatchObject({ code: "bad_json" });
  });

  it("needs no API key, as behind the CLI's gateway (no key-auth)", async () => {
    const response = await fetch(`${runtime().apiUrl}/auth/v1/settings`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ disable_signup: false });
  });

  it("publishes settings and health", async () => {
    const settings = await (await authFetch("/settings")).json();
    expect(settings).toMatchObject({
      disable_signup: false,
      mailer_autoconfirm: true,
      external: { email: true, phone: true },
    });
    const health = await authFetch("/health");
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ name: "GoTrue" });
  });
});
