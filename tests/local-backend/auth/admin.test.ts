import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import {
  anonClient,
  runtime,
  serviceClient,
  signedInClient,
  uniqueEmail,
} from "../support.ts";
import { authFetch, claimsOf, linkIn, mailTo, openLink } from "./helpers.ts";

const admin = () => serviceClient().auth.admin;

describe("auth admin API", () => {
  it("is for the service role only", async () => {
    const anon = await anonClient().auth.admin.listUsers();
    expect(anon.error).toMatchObject({
      status: 403,
      code: "not_admin",
      message: "User not allowed",
    });
    const { client } = await signedInClient();
    const asUser = await authFetch("/admin/users", {
      bearer: (await client.auth.getSession()).data.session!.access_token,
    });
    expect(asUser.status).toBe(403);

    const secret = createClient(runtime().apiUrl, runtime().secretKey, {
      auth: { persistSession: false },
    });
    expect(
      (await secret.auth.admin.listUsers({ perPage: 1 })).error,
    ).toBeNull();
  });

  it("creates users with metadata, confirmed or not, and refuses duplicates", async () => {
    const email = uniqueEmail("created");
    const { data, error } = await admin().createUser({
      email,
      password: "created-password",
      email_confirm: true,
      user_metadata: { full_name: "Bola Tinubu" },
      app_metadata: { role: "admin" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      email_confirmed_at: expect.any(String),
      app_metadata: { provider: "email", providers: ["email"], role: "admin" },
      user_metadata: { full_name: "Bola Tinubu", email_verified: true },
      identities: [expect.objectContaining({ provider: "email", email })],
    });
    const signIn = await anonClient().auth.signInWithPassword({
      email,
      password: "created-password",
    });
    expect(claimsOf(signIn.data.session!.access_token)).toMatchObject({
      app_metadata: { role: "admin" },
    });

    const duplicate = await admin().createUser({
      email,
      password: "another-password",
    });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: "email_exists",
      message: "A user with this email address has already been registered",
    });
  });

  it("pages through users newest first with GoTrue headers", async () => {
    const emails = [
      uniqueEmail("page"),
      uniqueEmail("page"),
      uniqueEmail("page"),
    ];
    for (const email of emails)
      await admin().createUser({ email, password: "paging-password" });

    const first = await admin().listUsers({ page: 1, perPage: 2 });
    expect(first.error).toBeNull();
    expect(first.data).toMatchObject({ aud: "authenticated", nextPage: 2 });
    expect(first.data.users.map((u) => u.email)).toEqual([
      emails[2],
      emails[1],
    ]);
    expect("total" in first.data && first.data.total).toBeGreaterThanOrEqual(3);

    const second = await admin().listUsers({ page: 2, perPage: 2 });
    expect(second.data.users[0]?.email).toBe(emails[0]);

    const raw = await authFetch("/admin/users?page=1&per_page=2", {
      bearer: runtime().serviceRoleKey,
    });
    const total = Number(raw.headers.get("x-total-count"));
    expect(raw.headers.get("link")).toBe(
      `</admin/users?page=2&per_page=2>; rel="next", </admin/users?page=${Math.ceil(total / 2)}&per_page=2>; rel="last"`,
    );
    expect(Object.keys(await raw.json())).toEqual(["users", "aud"]);
  });

  it("gets, updates and merges metadata", async () => {
    const { userId, email } = await signedInClient({
      appMetadata: { role: "owner", fleet: "Ikeja" },
    });
    const missing = await admin().getUserById(
      "6f1e9c3a-1111-4222-8333-444455556666",
    );
    expect(missing.error).toMatchObject({
      status: 404,
      code: "user_not_found",
      message: "User not found",
    });
    const badId = await authFetch("/admin/users/not-a-uuid", {
      bearer: runtime().serviceRoleKey,
    });
    expect(badId.status).toBe(404);
    expect(await badId.json()).toMatchObject({ code: "validation_failed" });

    const newEmail = uniqueEmail("renamed");
    const { data, error } = await admin().updateUserById(userId, {
      email: newEmail,
      password: "admin-set-password",
      user_metadata: { full_name: "Ngozi" },
      app_metadata: { fleet: null, tier: "gold" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: newEmail,
      app_metadata: { provider: "email", role: "owner", tier: "gold" },
      user_metadata: { full_name: "Ngozi" },
    });
    expect(data.user?.app_metadata).not.toHaveProperty("fleet");
    expect(
      (await admin().getUserById(userId)).data.user?.identities?.[0]
        ?.identity_data?.email,
    ).toBe(newEmail);
    expect(
      (
        await anonClient().auth.signInWithPassword({
          email,
          password: "admin-set-password",
        })
      ).error,
    ).not.toBeNull();
    expect(
      (
        await anonClient().auth.signInWithPassword({
          email: newEmail,
          password: "admin-set-password",
        })
      ).error,
    ).toBeNull();
  });

  it("deletes users for good, or softly", async () => {
    const hard = await signedInClient();
    const deleted = await admin().deleteUser(hard.userId);
    expect(deleted.error).toBeNull();
    expect(deleted.data.user?.id).toBe(hard.userId);
    expect((await admin().getUserById(hard.userId)).error?.code).toBe(
      "user_not_found",
    );
    expect((await hard.client.auth.getUser()).error).not.toBeNull();
    const again = await anonClient().auth.signInWithPassword({
      email: hard.email,
      password: hard.password,
    });
    expect(again.error?.code).toBe("invalid_credentials");

    const soft = await signedInClient();
    expect((await admin().deleteUser(soft.userId, true)).error).toBeNull();
    const kept = await admin().getUserById(soft.userId);
    expect(kept.data.user?.deleted_at).toEqual(expect.any(String));
    expect(kept.data.user?.email).not.toBe(soft.email);
    expect(
      (
        await anonClient().auth.signInWithPassword({
          email: soft.email,
          password: soft.password,
        })
      ).error?.code,
    ).toBe("invalid_credentials");
    expect(
      (
        await anonClient().auth.signUp({
          email: soft.email,
          password: soft.password,
        })
      ).error,
    ).toBeNull();
  });

  it("generates links and invites by e-mail", async () => {
    const { email } = await signedInClient();
    const link = await admin().generateLink({ type: "recovery", email });
    expect(link.error).toBeNull();
    expect(link.data.properties).toMatchObject({
      verification_type: "recovery",
      email_otp: expect.stringMatching(/^\d{6}$/),
      hashed_token: expect.any(String),
      action_link: expect.stringContaining("/auth/v1/verify?token="),
    });
    expect(link.data.user?.email).toBe(email);
    const verified = await anonClient().auth.verifyOtp({
      email,
      token: link.data.properties!.email_otp,
      type: "recovery",
    });
    expect(verified.error).toBeNull();

    const invited = uniqueEmail("invited");
    const invite = await admin().inviteUserByEmail(invited, {
      data: { full_name: "Invited Driver" },
      redirectTo: "http://127.0.0.1:5173/welcome",
    });
    expect(invite.error).toBeNull();
    expect(invite.data.user).toMatchObject({
      email: invited,
      invited_at: expect.any(String),
    });
    expect(invite.data.user).not.toHaveProperty("email_confirmed_at");
    const [mail] = await mailTo(invited);
    expect(mail).toMatchObject({
      source: "auth.invite",
      subject: "You have been invited",
    });
    const opened = await openLink(linkIn(mail));
    expect(opened.location.pathname).toBe("/welcome");
    expect(opened.fragment.get("type")).toBe("invite");
    // verify.go issues every link's session with models.OTP.
    expect(claimsOf(opened.fragment.get("access_token")!)).toMatchObject({
      email: invited,
      amr: [{ method: "otp" }],
    });
    expect(
      (await admin().getUserById(invite.data.user!.id)).data.user
        ?.email_confirmed_at,
    ).toEqual(expect.any(String));

    const inviteAgain = await admin().inviteUserByEmail(invited);
    expect(inviteAgain.error).toMatchObject({
      status: 422,
      code: "email_exists",
    });
  });
});
