import { describe, expect, it } from "vitest";

import {
  anonClient,
  runtime,
  signedInClient,
  uniqueEmail,
} from "../support.ts";
import { claimsOf, codeIn, linkIn, mailTo, openLink } from "./helpers.ts";

const APP = "http://127.0.0.1:5173";

describe("auth e-mail links", () => {
  it("mails a recovery link that signs the user in through the URL fragment", async () => {
    const { email, userId } = await signedInClient();
    const { data, error } = await anonClient().auth.resetPasswordForEmail(
      email,
      {
        redirectTo: `${APP}/auth/reset?step=2`,
      },
    );
    expect(error).toBeNull();
    expect(data).toEqual({});

    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({
      subject: "Reset Your Password",
      source: "auth.recovery",
      to: [email],
    });
    const link = new URL(linkIn(mail));
    expect(`${link.origin}${link.pathname}`).toBe(
      `${runtime().apiUrl}/auth/v1/verify`,
    );
    expect(link.searchParams.get("type")).toBe("recovery");
    expect(link.searchParams.get("redirect_to")).toBe(
      `${APP}/auth/reset?step=2`,
    );

    const opened = await openLink(link.toString());
    expect(opened.status).toBe(303);
    expect(
      `${opened.location.origin}${opened.location.pathname}${opened.location.search}`,
    ).toBe(`${APP}/auth/reset?step=2`);
    expect(opened.fragment.get("type")).toBe("recovery");
    expect(opened.fragment.get("token_type")).toBe("bearer");
    const accessToken = opened.fragment.get("access_token")!;
    // verify.go issues every link's session with models.OTP, which Session.IsRecovery counts.
    expect(claimsOf(accessToken)).toMatchObject({
      sub: userId,
      amr: [{ method: "otp" }],
    });

    const client = anonClient();
    const set = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: opened.fragment.get("refresh_token")!,
    });
    expect(set.error).toBeNull();
    expect(
      (await client.auth.updateUser({ password: "recovered-password" })).error,
    ).toBeNull();
    expect(
      (
        await anonClient().auth.signInWithPassword({
          email,
          password: "recovered-password",
        })
      ).error,
    ).toBeNull();

    const reused = await openLink(link.toString());
    expect(reused.status).toBe(303);
    expect(Object.fromEntries(reused.fragment)).toEqual({
      error: "access_denied",
      error_code: "otp_expired",
      error_description: "Email link is invalid or has expired",
      sb: "",
    });
    expect(reused.location.search).toBe("?step=2");
  });

  it("verifies recovery by token hash or by e-mailed code, emitting PASSWORD_RECOVERY", async () => {
    const { email } = await signedInClient();
    await anonClient().auth.resetPasswordForEmail(email);
    const hash = new URL(linkIn((await mailTo(email))[0])).searchParams.get(
      "token",
    )!;
    const client = anonClient();
    const events: string[] = [];
    client.auth.onAuthStateChange((event) => void events.push(event));
    const byHash = await client.auth.verifyOtp({
      token_hash: hash,
      type: "recovery",
    });
    expect(byHash.error).toBeNull();
    expect(byHash.data.session?.user.email).toBe(email);
    expect(events).toContain("PASSWORD_RECOVERY");

    await anonClient().auth.resetPasswordForEmail(email);
    const code = codeIn((await mailTo(email))[0]);
    const wrong = await anonClient().auth.verifyOtp({
      email,
      token: "000000" === code ? "111111" : "000000",
      type: "recovery",
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: "otp_expired",
      message: "Token has expired or is invalid",
    });
    const byCode = await anonClient().auth.verifyOtp({
      email,
      token: code,
      type: "recovery",
    });
    expect(byCode.error).toBeNull();
    expect(byCode.data.user?.email).toBe(email);
  });

  it("answers unknown addresses the same, without mail, and ignores foreign redirects", async () => {
    const stranger = uniqueEmail("stranger");
    expect(
      (await anonClient().auth.resetPasswordForEmail(stranger)).error,
    ).toBeNull();
    expect(await mailTo(stranger)).toEqual([]);

    const { email } = await signedInClient();
    await anonClient().auth.resetPasswordForEmail(email, {
      redirectTo: "https://evil.example.com/steal",
    });
    expect(
      new URL(linkIn((await mailTo(email))[0])).searchParams.get("redirect_to"),
    ).toBe(APP);
  });

  it("with confirmations off (GoTrue's autoconfirm), mails both addresses and the first link completes the change", async () => {
    const { client, email, password } = await signedInClient();
    const newEmail = uniqueEmail("moved");
    const { data, error } = await client.auth.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      new_email: newEmail,
      email_change_sent_at: expect.any(String),
    });

    const toNew = (await mailTo(newEmail))[0];
    const toOld = (await mailTo(email))[0];
    expect(toNew).toMatchObject({ source: "auth.email_change" });
    expect(toOld).toMatchObject({ source: "auth.email_change" });
    expect(linkIn(toNew)).not.toBe(linkIn(toOld));

    // verify.go's emailChangeVerify skips the double confirmation under GOTRUE_MAILER_AUTOCONFIRM,
    // which the CLI sets from enable_confirmations = false (the fixture's value).
    const first = await openLink(linkIn(toOld));
    expect(first.fragment.get("type")).toBe("email_change");
    expect((await client.auth.getUser()).data.user).toMatchObject({
      email: newEmail,
    });
    expect((await client.auth.getUser()).data.user).not.toHaveProperty(
      "new_email",
    );
    const second = await openLink(linkIn(toNew));
    expect(second.fragment.get("error_code")).toBe("otp_expired");
    expect(
      (
        await anonClient().auth.signInWithPassword({
          email: newEmail,
          password,
        })
      ).error,
    ).toBeNull();
  });

  it("leaves the verify link open to browsers without an API key", async () => {
    const response = await fetch(
      `${runtime().apiUrl}/auth/v1/verify?type=recovery&token=nope`,
      { redirect: "manual" },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(
      /#error=access_denied&error_code=otp_expired/,
    );
  });

  it("signs in with a magic link, creating the account on first use", async () => {
    const email = uniqueEmail("magic");
    const first = await anonClient().auth.signInWithOtp({
      email,
      options: { data: { full_name: "Tunde" } },
    });
    expect(first.error).toBeNull();
    const [mail] = await mailTo(email);
    expect(mail).toMatchObject({
      source: "auth.magiclink",
      subject: "Your Magic Link",
    });
    const opened = await openLink(linkIn(mail));
    expect(opened.fragment.get("type")).toBe("magiclink");
    expect(claimsOf(opened.fragment.get("access_token")!)).toMatchObject({
      email,
      amr: [{ method: "otp" }],
      user_metadata: { full_name: "Tunde" },
    });

    const refused = await anonClient().auth.signInWithOtp({
      email: uniqueEmail("magic"),
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toMatchObject({ status: 422, code: "otp_disabled" });
  });
});
