import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import type { LocalConfig } from "../../../supabase/local/index.ts";
import { signedIn } from "./account-support.ts";
import { startAuthHarness, type AuthHarness } from "./harness.ts";

/**
 * PUT /user's password rules (internal/api/user.go) with Security.UpdatePasswordRequireCurrentPassword
 * on, as this project runs, and POST /logout's scopes (internal/api/logout.go).
 */
const REQUIRED = "Current password required when setting new password.";

let harness: AuthHarness;
let defaults: LocalConfig["auth"];

beforeAll(async () => {
  harness = await startAuthHarness({
    updatePasswordRequireCurrentPassword: true,
  });
  defaults = structuredClone(harness.ctx.config.auth);
});
afterAll(() => harness?.stop());
beforeEach(() => {
  harness.ctx.config.auth = structuredClone(defaults);
});

const tokenOf = async (client: SupabaseClient) =>
  (await client.auth.getSession()).data.session!;

/** GET /user with a raw access token: 200, or GoTrue's refusal once its session is gone. */
async function userStatus(accessToken: string): Promise<number> {
  const response = await fetch(`${harness.apiUrl}/auth/v1/user`, {
    headers: {
      apikey: harness.anonKey,
      authorization: `Bearer ${accessToken}`,
    },
  });
  return response.status;
}

async function secondSession(email: string, password: string) {
  const client = harness.client();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

describe("changing a password", () => {
  it("asks a password session for the current password, and checks it", async () => {
    const { client, password } = await signedIn(harness);
    expect(
      (await client.auth.updateUser({ password: "new-password-1" })).error,
    ).toMatchObject({
      status: 400,
      code: "current_password_required",
      message: REQUIRED,
    });
    expect(
      (
        await client.auth.updateUser({
          password: "new-password-1",
          current_password: "not-the-password",
        })
      ).error,
    ).toMatchObject({
      status: 400,
      code: "current_password_invalid",
      message: REQUIRED,
    });
    expect(
      (
        await client.auth.updateUser({
          password,
          current_password: password,
        })
      ).error,
    ).toMatchObject({ status: 422, code: "same_password" });
    expect(
      (
        await client.auth.updateUser({
          password: "new-password-1",
          current_password: password,
        })
      ).error,
    ).toBeNull();
  });

  it("ends the person's other sessions and keeps this one", async () => {
    const { client, email, password } = await signedIn(harness);
    const other = await tokenOf(await secondSession(email, password));
    await client.auth.updateUser({
      password: "new-password-2",
      current_password: password,
    });
    expect(await userStatus(other.access_token)).toBe(403);
    expect(await userStatus((await tokenOf(client)).access_token)).toBe(200);
  });

  it("lets a session opened by an e-mailed link or code set it without the current one", async () => {
    const { email } = await signedIn(harness);
    await harness.client().auth.signInWithOtp({ email });
    const code = /enter the code: (\d{6})/.exec(
      (await harness.mailTo(email))[0]!.text!,
    )![1]!;
    const client = harness.client();
    expect(
      (await client.auth.verifyOtp({ email, token: code, type: "email" }))
        .error,
    ).toBeNull();
    expect(
      (await client.auth.updateUser({ password: "from-a-magic-link" })).error,
    ).toBeNull();
  });

  it("needs no current password when the setting is off (GoTrue's default)", async () => {
    harness.ctx.config.auth.updatePasswordRequireCurrentPassword = false;
    const { client } = await signedIn(harness);
    expect(
      (await client.auth.updateUser({ password: "no-questions-asked" })).error,
    ).toBeNull();
  });

  it("with secure_password_change, asks a day-old session for the reauthentication code", async () => {
    harness.ctx.config.auth.email.securePasswordChange = true;
    harness.ctx.config.auth.updatePasswordRequireCurrentPassword = false;
    const { client, email } = await signedIn(harness);
    const { session } = (await client.auth.getSession()).data;
    const sessionId = JSON.parse(
      Buffer.from(session!.access_token.split(".")[1]!, "base64url").toString(),
    ).session_id as string;
    await harness.ctx.db.query(
      "update auth.sessions set created_at = now() - interval '25 hours' where id = $1",
      [sessionId],
    );
    expect(
      (await client.auth.updateUser({ password: "needs-a-nonce" })).error,
    ).toMatchObject({
      status: 400,
      code: "reauthentication_needed",
      message: "Password update requires reauthentication",
    });
    expect((await client.auth.reauthenticate()).error).toBeNull();
    const code = /code: (\d{6})/.exec(
      (await harness.mailTo(email))[0]!.text!,
    )![1]!;
    expect(
      (
        await client.auth.updateUser({
          password: "needs-a-nonce",
          nonce: "000000" === code ? "111111" : "000000",
        })
      ).error,
    ).toMatchObject({
      status: 422,
      code: "reauthentication_not_valid",
      message: "Nonce has expired or is invalid",
    });
    expect(
      (await client.auth.updateUser({ password: "needs-a-nonce", nonce: code }))
        .error,
    ).toBeNull();
  });
});

describe("signing out", () => {
  async function threeSessions() {
    const { client, email, password } = await signedIn(harness);
    const b = await secondSession(email, password);
    const c = await secondSession(email, password);
    return {
      a: client,
      tokens: await Promise.all([client, b, c].map(tokenOf)),
    };
  }

  it("with scope others, ends every session but this one", async () => {
    const { a, tokens } = await threeSessions();
    expect((await a.auth.signOut({ scope: "others" })).error).toBeNull();
    expect(
      await Promise.all(tokens.map((t) => userStatus(t.access_token))),
    ).toEqual([200, 403, 403]);
    expect(
      (
        await harness
          .client()
          .auth.refreshSession({ refresh_token: tokens[1]!.refresh_token })
      ).error,
    ).toMatchObject({ code: "refresh_token_not_found" });
  });

  it("with scope local, ends this session only; with global (the default), all of them", async () => {
    const first = await threeSessions();
    await first.a.auth.signOut({ scope: "local" });
    expect(
      await Promise.all(first.tokens.map((t) => userStatus(t.access_token))),
    ).toEqual([403, 200, 200]);

    const second = await threeSessions();
    await second.a.auth.signOut();
    expect(
      await Promise.all(second.tokens.map((t) => userStatus(t.access_token))),
    ).toEqual([403, 403, 403]);
  });

  it("refuses an unknown scope with GoTrue's message", async () => {
    const { client } = await signedIn(harness);
    const response = await fetch(
      `${harness.apiUrl}/auth/v1/logout?scope=everyone`,
      {
        method: "POST",
        headers: {
          apikey: harness.anonKey,
          authorization: `Bearer ${(await tokenOf(client)).access_token}`,
        },
      },
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error_code: "validation_failed",
      msg: 'Unsupported logout scope "everyone"',
    });
  });
});
