import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  loadConfig,
  startRuntime,
  type Runtime,
  type StoredMail,
} from "../../../supabase/local/index.ts";
import { runtime, uniqueEmail } from "../support.ts";
import {
  authRequestTo,
  createUserIn,
  noSession,
  outcome,
  spendUntilRefused,
} from "./rate-limit-support.ts";

// A runtime of its own with the fixture's [auth.rate_limit] as written (the CLI's defaults); the
// suite's shared runtime lifts the limits. Each test speaks from its own loopback address, since
// the buckets belong to the address the gateway saw.
/** GOTRUE_RATE_LIMIT_EMAIL_SENT as `supabase start` sets it without an SMTP server of one's own. */
const CLI_LOCAL_MAIL_LIMIT = 360_000;
const fixture = fileURLToPath(new URL("../fixture", import.meta.url));
let limited: Runtime;

beforeAll(async () => {
  limited = await startRuntime({
    workdir: fixture,
    port: 0,
    mailPort: 0,
    dataDir: null,
    databaseUrl: runtime().databaseUrl,
    log: () => undefined,
  });
}, 180_000);
afterAll(() => limited?.stop());

const authRequest = (
  address: string,
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) => authRequestTo(limited, address, path, body, headers);
const createUser = (email: string, password: string) =>
  createUserIn(limited, email, password);

describe("auth rate limits", () => {
  it("refuses wrong passwords in a row from one address once GoTrue's burst of 30 is spent", async () => {
    const email = uniqueEmail("brute");
    await createUser(email, "the-right-password");
    const client = createClient(limited.apiUrl, limited.anonKey, noSession);
    const attempt = async () => {
      const { error } = await client.auth.signInWithPassword({
        email,
        password: "a-wrong-password",
      });
      return { status: error?.status ?? 200, code: error?.code };
    };
    // Password sign-ins are token grants: GoTrue draws them from `token_refresh` (150 / 5 min).
    const passed = await spendUntilRefused(attempt, 150);
    expect(passed).toEqual(
      Array(passed.length).fill({ status: 400, code: "invalid_credentials" }),
    );

    // The bucket is the address's, so the right password waits too.
    const right = await Promise.all(
      [1, 2, 3].map(() =>
        client.auth.signInWithPassword({
          email,
          password: "the-right-password",
        }),
      ),
    );
    expect(right.map((r) => r.error)).toContainEqual(
      expect.objectContaining({
        status: 429,
        code: "over_request_rate_limit",
        message: "Request rate limit reached",
      }),
    );
  });

  it("keys the bucket on the address the gateway saw, not on what the client claims", async () => {
    const email = uniqueEmail("nobody");
    const signIn = (address: string, claimed: string) =>
      authRequest(
        address,
        "/token?grant_type=password",
        { email, password: "wrong-again" },
        { "x-forwarded-for": claimed, "x-real-ip": claimed },
      );
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        signIn("127.0.0.2", `203.0.113.${i}`),
      ),
    );
    const elapsed = (performance.now() - started) / 1000;
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(
      10 - Math.floor((elapsed * 150) / 300),
    );
    expect(outcome(refused[0]!)).toEqual({
      status: 429,
      code: "over_request_rate_limit",
    });
    expect(refused[0]!.headers["x-sb-error-code"]).toBe(
      "over_request_rate_limit",
    );
    expect(outcome(await signIn("127.0.0.3", "203.0.113.0"))).toEqual({
      status: 400,
      code: "invalid_credentials",
    });
  });

  it("refuses an unknown grant type before the bucket is touched", async () => {
    const address = "127.0.0.11";
    const unknown = await Promise.all(
      Array.from({ length: 35 }, () =>
        authRequest(address, "/token?grant_type=client_credentials", {}),
      ),
    );
    expect(new Set(unknown.map((r) => r.body))).toEqual(
      new Set([
        JSON.stringify({
          code: "invalid_credentials",
          message: "unsupported_grant_type",
        }),
      ]),
    );
    expect(unknown.every((r) => r.status === 400)).toBe(true);
    expect(
      outcome(
        await authRequest(address, "/token?grant_type=refresh_token", {
          refresh_token: "not-a-token",
        }),
      ).status,
    ).toBe(400);
  });

  it("answers in GoTrue's older error shape to clients without an API version", async () => {
    const bodies = await Promise.all(
      Array.from({ length: 31 }, () =>
        authRequest(
          "127.0.0.4",
          "/token?grant_type=refresh_token",
          {
            refresh_token: "not-a-token",
          },
          { "x-supabase-api-version": "" },
        ),
      ),
    );
    expect(
      bodies
        .filter((response) => response.status === 429)
        .map((response) => JSON.parse(response.body) as unknown),
    ).toEqual([
      {
        code: 429,
        error_code: "over_request_rate_limit",
        msg: "Request rate limit reached",
      },
    ]);
  });

  it("gives sign-up, recovery and verification buckets of their own (sign_in_sign_ups, token_verifications)", async () => {
    const address = "127.0.0.5";
    await spendUntilRefused(
      async () =>
        outcome(
          await authRequest(address, "/recover", {
            email: uniqueEmail("nobody"),
          }),
        ),
      30,
    );
    await spendUntilRefused(
      async () =>
        outcome(
          await authRequest(address, "/verify", {
            type: "email",
            email: uniqueEmail("nobody"),
            token: "000000",
          }),
        ),
      30,
    );
    const signUp = await authRequest(address, "/signup", {
      email: uniqueEmail("fresh"),
      password: "a-fine-password",
    });
    expect(signUp.status).toBe(200);
  });

  it("spends the sign-up bucket before refusing sign-ups that are turned off, and refuses anonymous sign-ins outright", async () => {
    const address = "127.0.0.10";
    const anonymous = createClient(limited.apiUrl, limited.anonKey, noSession);
    const { error } = await anonymous.auth.signInAnonymously();
    expect(error).toMatchObject({
      status: 422,
      code: "anonymous_provider_disabled",
      message: "Anonymous sign-ins are disabled",
    });
    limited.context.config.auth.enableSignup = false;
    try {
      const passed = await spendUntilRefused(
        async () =>
          outcome(
            await authRequest(address, "/signup", {
              email: uniqueEmail("closed"),
              password: "a-fine-password",
            }),
          ),
        30,
      );
      expect(passed[0]).toEqual({ status: 422, code: "signup_disabled" });
    } finally {
      limited.context.config.auth.enableSignup = true;
    }
  });

  it("refills a spent bucket at the configured rate", async () => {
    const address = "127.0.0.6";
    limited.context.config.auth.rateLimit.tokenVerifications = 300;
    try {
      const verify = async () =>
        outcome(
          await authRequest(address, "/verify", {
            type: "email",
            email: uniqueEmail("nobody"),
            token: "000000",
          }),
        );
      await spendUntilRefused(verify, 300);
      await new Promise((done) => setTimeout(done, 1_500));
      expect((await verify()).status).not.toBe(429);
    } finally {
      limited.context.config.auth.rateLimit.tokenVerifications = 30;
    }
  });

  it("counts every e-mail for the whole project, sign-ups confirmed or not (email_sent = 2 an hour)", async () => {
    const email = uniqueEmail("mailbox");
    await createUser(email, "the-right-password");
    const { rateLimit } = limited.context.config.auth;
    expect(limited.context.config.auth.enableConfirmations).toBe(false);
    rateLimit.emailSent = 2;
    try {
      const recover = (address: string) =>
        authRequest(address, "/recover", { email });
      expect((await recover("127.0.0.7")).status).toBe(200);
      expect((await recover("127.0.0.8")).status).toBe(200);
      const third = await recover("127.0.0.9");
      expect(third.status).toBe(429);
      expect(JSON.parse(third.body)).toEqual({
        code: "over_email_send_rate_limit",
        message: "email rate limit exceeded",
      });
    } finally {
      rateLimit.emailSent = CLI_LOCAL_MAIL_LIMIT;
    }
    const mails = (await (
      await fetch(
        `${limited.mailUrl}/api/messages?to=${encodeURIComponent(email)}`,
      )
    ).json()) as StoredMail[];
    expect(mails).toHaveLength(2);
  });
});

// As `supabase start` feeds GoTrue: `email_sent` only with an SMTP server of one's own, else the
// CLI's GOTRUE_RATE_LIMIT_EMAIL_SENT=360000 for mail to the local catcher.
describe("[auth.rate_limit] from config.toml", () => {
  const limitsFrom = async (toml: string) => {
    const dir = await mkdtemp(join(tmpdir(), "rate-limit-config-"));
    try {
      await writeFile(join(dir, "config.toml"), toml);
      return (await loadConfig(dir)).auth.rateLimit;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
  const rateLimits = `[auth.rate_limit]
email_sent = 2
token_refresh = 90
sign_in_sign_ups = 12
token_verifications = 7
`;

  it("reads each limit, and email_sent while [auth.email.smtp] is enabled", async () => {
    expect(
      await limitsFrom(`${rateLimits}
[auth.email.smtp]
enabled = true
host = "smtp.example.test"
`),
    ).toMatchObject({
      emailSent: 2,
      tokenRefresh: 90,
      signInSignUps: 12,
      tokenVerifications: 7,
    });
  });

  it("lets the local mail catcher take 360000 e-mails an hour, as the CLI does without SMTP", async () => {
    expect((await limitsFrom(rateLimits)).emailSent).toBe(CLI_LOCAL_MAIL_LIMIT);
    expect(
      (
        await limitsFrom(`${rateLimits}
[auth.email.smtp]
enabled = false
`)
      ).emailSent,
    ).toBe(CLI_LOCAL_MAIL_LIMIT);
  });
});
