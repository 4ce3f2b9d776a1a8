import { AuthApiError } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { uniqueEmail } from "../support.ts";
import { harnessPerSuite } from "./harness.ts";

const harness = harnessPerSuite((auth) => {
  auth.enableManualLinking = true;
});

const testPhone = () =>
  `23470${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`;

async function emailUser() {
  const email = uniqueEmail("identities");
  const client = harness().client();
  const { data, error } = await client.auth.signUp({
    email,
    password: "identity-password",
  });
  expect(error).toBeNull();
  return { client, email, user: data.user!, session: data.session! };
}

/** An e-mail user who added a phone under SMS autoconfirm: two identities. */
async function emailAndPhoneUser() {
  const account = await emailUser();
  const phone = testPhone();
  const { error } = await account.client.auth.updateUser({ phone });
  expect(error).toBeNull();
  return { ...account, phone };
}

describe("manual identity linking", () => {
  it("is refused on every /user/identities route while enable_manual_linking is off", async () => {
    harness().ctx.config.auth.enableManualLinking = false;
    const { client, user } = await emailUser();
    const link = await client.auth.linkIdentity({ provider: "github" });
    expect(link.error).toBeInstanceOf(AuthApiError);
    expect(link.error).toMatchObject({
      status: 404,
      code: "manual_linking_disabled",
      message: "Manual linking is disabled",
    });
    const unlink = await client.auth.unlinkIdentity(user.identities![0]!);
    expect(unlink.error).toMatchObject({
      status: 404,
      code: "manual_linking_disabled",
    });
  });

  it("answers linkIdentity as GoTrue does for a provider that is not enabled", async () => {
    const { client } = await emailUser();
    const github = await client.auth.linkIdentity({ provider: "github" });
    expect(github.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Unsupported provider: provider is not enabled",
    });
    const unknown = await client.auth.linkIdentity({
      provider: "myspace" as "github",
    });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Unsupported provider: Provider myspace could not be found",
    });
  });

  it("needs a signed-in user", async () => {
    const response = await fetch(
      `${harness().apiUrl}/auth/v1/user/identities/authorize?provider=github&skip_http_redirect=true`,
      { headers: { apikey: harness().anonKey } },
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error_code: "no_authorization",
    });
  });
});

describe("unlinking identities", () => {
  it("lists a user's identities and will not unlink the last one", async () => {
    const { client, user, email } = await emailUser();
    const { data, error } = await client.auth.getUserIdentities();
    expect(error).toBeNull();
    expect(data!.identities).toEqual([
      expect.objectContaining({
        provider: "email",
        id: user.id,
        user_id: user.id,
        email,
      }),
    ]);
    const unlink = await client.auth.unlinkIdentity(data!.identities[0]!);
    expect(unlink.error).toMatchObject({
      status: 422,
      code: "single_identity_not_deletable",
      message: "User must have at least 1 identity after unlinking",
    });
  });

  it("refuses an identity the user does not have, and an identity id that is no UUID", async () => {
    const { client, session } = await emailAndPhoneUser();
    const { data } = await client.auth.getUserIdentities();
    expect(data!.identities.map((i) => i.provider)).toEqual(["email", "phone"]);
    const missing = await client.auth.unlinkIdentity({
      ...data!.identities[0]!,
      identity_id: "7d0a0cb4-5f2e-4c4c-9c55-0a4cbb8d1f10",
    });
    expect(missing.error).toMatchObject({
      status: 422,
      code: "identity_not_found",
      message: "Identity doesn't exist",
    });
    const response = await fetch(
      `${harness().apiUrl}/auth/v1/user/identities/not-a-uuid`,
      {
        method: "DELETE",
        headers: {
          apikey: harness().anonKey,
          authorization: `Bearer ${session.access_token}`,
          "x-supabase-api-version": "2024-01-01",
        },
      },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: "validation_failed",
      message: "identity_id must be an UUID",
    });
  });

  it("unlinking the phone identity removes the user's phone and provider", async () => {
    const { client } = await emailAndPhoneUser();
    const { data } = await client.auth.getUserIdentities();
    const phoneIdentity = data!.identities.find((i) => i.provider === "phone")!;
    const { data: unlinked, error } =
      await client.auth.unlinkIdentity(phoneIdentity);
    expect(error).toBeNull();
    expect(unlinked).toEqual({});
    const { data: after } = await client.auth.getUser();
    expect(after.user).toMatchObject({
      phone: "",
      app_metadata: expect.objectContaining({
        provider: "email",
        providers: ["email"],
      }),
    });
    expect(after.user).not.toHaveProperty("phone_confirmed_at");
    expect(after.user!.identities!.map((i) => i.provider)).toEqual(["email"]);
  });

  it("unlinking the e-mail identity leaves the user without an e-mail", async () => {
    const { client } = await emailAndPhoneUser();
    const { data } = await client.auth.getUserIdentities();
    const emailIdentity = data!.identities.find((i) => i.provider === "email")!;
    expect((await client.auth.unlinkIdentity(emailIdentity)).error).toBeNull();
    const { data: after } = await client.auth.getUser();
    expect(after.user).toMatchObject({
      email: "",
      app_metadata: expect.objectContaining({
        provider: "phone",
        providers: ["phone"],
      }),
      user_metadata: expect.objectContaining({ email_verified: false }),
    });
    expect(after.user).not.toHaveProperty("email_confirmed_at");
  });
});
