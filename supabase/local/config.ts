import { readFile } from "node:fs/promises";
import { isAbsolute, join } from "node:path";
import { parse } from "smol-toml";

import {
  loadEmailTemplates,
  type EmailTemplates,
} from "./auth/email-templates.ts";
import { compileGlob } from "./auth/glob.ts";
import { paystackPort } from "./paystack/paystack-port.ts";

/** The subset of `supabase/config.toml` the local runtime honours, with the CLI's defaults. */
export interface LocalConfig {
  projectId: string;
  api: {
    port: number;
    schemas: string[];
    extraSearchPath: string[];
    maxRows: number;
  };
  inbucket: { port: number };
  /** The Paystack stand-in (paystack/): no config.toml key of the CLI's, so only its port. */
  paystack: { port: number };
  storage: {
    fileSizeLimit: number;
    buckets: Record<string, BucketConfig>;
    /**
     * `[storage.image_transformation] enabled` (off unless set, as in the CLI, which then starts
     * imgproxy): read only to say at start that transformations are not available here.
     */
    imageTransformation: boolean;
  };
  auth: {
    siteUrl: string;
    additionalRedirectUrls: string[];
    jwtExpiry: number;
    jwtSecret: string;
    /**
     * `signing_keys_path`, resolved against `supabase/` as the CLI resolves it (absolute paths
     * stay); undefined when unset. The keys are read at start (auth/signing-keys.ts).
     */
    signingKeysPath: string | undefined;
    enableSignup: boolean;
    enableConfirmations: boolean;
    minimumPasswordLength: number;
    refreshTokenRotation: boolean;
    refreshTokenReuseInterval: number;
    /** `enable_anonymous_sign_ins` (GOTRUE_EXTERNAL_ANONYMOUS_USERS_ENABLED). */
    enableAnonymousSignIns: boolean;
    /** `enable_manual_linking` (GOTRUE_SECURITY_MANUAL_LINKING_ENABLED). */
    enableManualLinking: boolean;
    sms: AuthSmsConfig;
    email: AuthEmailConfig;
    /**
     * GoTrue's Security.UpdatePasswordRequireCurrentPassword. The CLI's config.toml has no key for
     * it, so the runtime takes GoTrue's own variable, GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_CURRENT_PASSWORD,
     * from its environment (server.ts), or startRuntime's `updatePasswordRequireCurrentPassword`.
     */
    updatePasswordRequireCurrentPassword: boolean;
    mfa: {
      maxEnrolledFactors: number;
      totpEnroll: boolean;
      totpVerify: boolean;
    };
    rateLimit: AuthRateLimits;
  };
  seed: { enabled: boolean; sqlPaths: string[] };
  functions: Record<string, { verifyJwt: boolean }>;
}

/** `[auth.email]`, as the CLI passes it to GoTrue (GOTRUE_MAILER_*). */
export interface AuthEmailConfig {
  /** `double_confirm_changes` (GOTRUE_MAILER_SECURE_EMAIL_CHANGE_ENABLED). */
  doubleConfirmChanges: boolean;
  /** `secure_password_change` (GOTRUE_SECURITY_UPDATE_PASSWORD_REQUIRE_REAUTHENTICATION). */
  securePasswordChange: boolean;
  /** `otp_expiry` in seconds: how long e-mailed links and codes work (GOTRUE_MAILER_OTP_EXP). */
  otpExpiry: number;
  /** `otp_length`: digits of the e-mailed code (GOTRUE_MAILER_OTP_LENGTH). */
  otpLength: number;
  /** `[auth.email.template.<name>]`, compiled at load (auth/email-templates.ts). */
  templates: EmailTemplates;
}

/** `[auth.sms]`, as the CLI passes it to GoTrue (GOTRUE_EXTERNAL_PHONE_ENABLED, GOTRUE_SMS_*). */
export interface AuthSmsConfig {
  /**
   * `enable_signup` (GOTRUE_EXTERNAL_PHONE_ENABLED). The CLI turns it off, with a warning, when no
   * `[auth.sms.<provider>]` is enabled, so phone sign-ins need one even for test numbers.
   */
  enableSignup: boolean;
  /** `enable_confirmations`; GOTRUE_SMS_AUTOCONFIRM is its negation. */
  enableConfirmations: boolean;
  /** `[auth.sms.test_otp]`: phone (without `+` and spaces, as GoTrue keys it) to its fixed code. */
  testOtp: Record<string, string>;
  /** `max_frequency` in seconds between two codes to one user (GoTrue's one minute when unset). */
  maxFrequency: number;
  /** The enabled `[auth.sms.<provider>]` (GOTRUE_SMS_PROVIDER), or "" for none. No SMS is sent locally. */
  provider: string;
}

/** The SMS providers the CLI knows, in the order it picks the first enabled one. */
const SMS_PROVIDERS = [
  "twilio",
  "twilio_verify",
  "messagebird",
  "textlocal",
  "vonage",
];

/** A Go duration ("5s", "1m30s", "500ms") in seconds; undefined when it does not parse. */
function goDurationSeconds(value: unknown): number | undefined {
  if (typeof value !== "string") return undefined;
  const unit: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 1e-3 };
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (!parts.length || parts.map((p) => p[0]).join("") !== value)
    return undefined;
  return parts.reduce((sum, p) => sum + Number(p[1]) * unit[p[2]!]!, 0);
}

function smsConfig(raw: Table): AuthSmsConfig {
  const provider =
    SMS_PROVIDERS.find((name) => bool(table(raw[name]).enabled, false)) ?? "";
  const testOtp = Object.fromEntries(
    Object.entries(table(raw.test_otp)).map(([phone, code]) => [
      phone.replace(/^\+/, "").replaceAll(" ", ""),
      String(code),
    ]),
  );
  return {
    enableSignup: bool(raw.enable_signup, false) && provider !== "",
    enableConfirmations: bool(raw.enable_confirmations, false),
    testOtp,
    maxFrequency: goDurationSeconds(raw.max_frequency) || 60,
    provider,
  };
}

/** `[auth.rate_limit]`: what GoTrue is started with (see auth/rate-limit.ts for how each applies). */
export interface AuthRateLimits {
  /**
   * E-mails per hour, project-wide. The CLI passes `email_sent` to GoTrue only with
   * `[auth.email.smtp] enabled = true`; otherwise (mail to the local mail catcher) it starts GoTrue
   * with GOTRUE_RATE_LIMIT_EMAIL_SENT=360000, which is what this holds then.
   */
  emailSent: number;
  /** SMS per hour, project-wide (no SMS locally). */
  smsSent: number;
  /** Anonymous sign-ins per hour per address. */
  anonymousUsers: number;
  /** Token grants (refresh and password) per 5 minutes per address. */
  tokenRefresh: number;
  /** Sign-up, recovery, OTP and resend requests per 5 minutes per address. */
  signInSignUps: number;
  /** OTP and link verifications per 5 minutes per address. */
  tokenVerifications: number;
  /** Web3 sign-ins per 5 minutes per address (no Web3 locally). */
  web3: number;
}

/** GOTRUE_RATE_LIMIT_EMAIL_SENT as the CLI sets it when no SMTP server is configured. */
export const LOCAL_MAIL_EMAIL_SENT = 360_000;

/** The `supabase init` template's values. */
export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  emailSent: 2,
  smsSent: 30,
  anonymousUsers: 30,
  tokenRefresh: 150,
  signInSignUps: 30,
  tokenVerifications: 30,
  web3: 30,
};

export interface BucketConfig {
  public: boolean;
  fileSizeLimit?: number;
  allowedMimeTypes?: string[];
}

export const DEFAULT_JWT_SECRET =
  "super-secret-jwt-token-with-at-least-32-characters-long";

type Table = Record<string, unknown>;
const table = (v: unknown): Table =>
  v && typeof v === "object" ? (v as Table) : {};
const str = (v: unknown, d: string) => (typeof v === "string" ? v : d);
const num = (v: unknown, d: number) => (typeof v === "number" ? v : d);
const bool = (v: unknown, d: boolean) => (typeof v === "boolean" ? v : d);
const strs = (v: unknown, d: string[]) =>
  Array.isArray(v) ? v.map(String) : d;

/** "50MiB", "5MB", "512KiB" or a number of bytes, as the CLI accepts. */
export function parseSize(value: unknown): number | undefined {
  if (typeof value === "number") return value;
  if (typeof value !== "string") return undefined;
  const match = /^\s*(\d+(?:\.\d+)?)\s*([KMG]i?B|B)?\s*$/i.exec(value);
  if (!match) return undefined;
  const unit = (match[2] ?? "B").toUpperCase();
  const power =
    { B: 0, KB: 1, KIB: 1, MB: 2, MIB: 2, GB: 3, GIB: 3 }[unit] ?? 0;
  return Math.round(Number(match[1]) * 1024 ** power);
}

/** The CLI joins a relative `signing_keys_path` to the `supabase/` folder. */
function signingKeysPath(
  supabaseDir: string,
  value: unknown,
): string | undefined {
  if (typeof value !== "string" || value === "") return undefined;
  return isAbsolute(value) ? value : join(supabaseDir, value);
}

export async function loadConfig(supabaseDir: string): Promise<LocalConfig> {
  const text = await readFile(join(supabaseDir, "config.toml"), "utf8").catch(
    () => "",
  );
  const root = table(parse(text));
  const api = table(root.api);
  const auth = table(root.auth);
  const email = table(auth.email);
  // The CLI joins the list with commas into GOTRUE_URI_ALLOW_LIST, which GoTrue splits on
  // commas and compiles as globs, refusing to start on an invalid one.
  const redirectUrls = strs(auth.additional_redirect_urls, []).flatMap((url) =>
    url.split(","),
  );
  for (const pattern of redirectUrls) compileGlob(pattern);
  const totp = table(table(auth.mfa).totp);
  const rateLimit = table(auth.rate_limit);
  const limit = (key: string, name: keyof AuthRateLimits) =>
    num(rateLimit[key], DEFAULT_AUTH_RATE_LIMITS[name]);
  const storage = table(root.storage);
  const seed = table(table(root.db).seed);
  const buckets = Object.fromEntries(
    Object.entries(table(storage.buckets)).map(([name, raw]) => {
      const b = table(raw);
      return [
        name,
        {
          public: bool(b.public, false),
          fileSizeLimit: parseSize(b.file_size_limit),
          allowedMimeTypes: Array.isArray(b.allowed_mime_types)
            ? strs(b.allowed_mime_types, [])
            : undefined,
        },
      ];
    }),
  );
  const functions = Object.fromEntries(
    Object.entries(table(root.functions)).map(([name, raw]) => [
      name,
      { verifyJwt: bool(table(raw).verify_jwt, true) },
    ]),
  );
  return {
    projectId: str(root.project_id, "local"),
    api: {
      port: num(api.port, 54321),
      schemas: strs(api.schemas, ["public", "graphql_public"]),
      extraSearchPath: strs(api.extra_search_path, ["public", "extensions"]),
      maxRows: num(api.max_rows, 1000),
    },
    // `[local_smtp]` is the CLI's current name; older files say `[inbucket]`.
    inbucket: {
      port: num(
        table(root.local_smtp).port ?? table(root.inbucket).port,
        54324,
      ),
    },
    paystack: { port: paystackPort(root) },
    storage: {
      fileSizeLimit: parseSize(storage.file_size_limit) ?? 50 * 1024 ** 2,
      buckets,
      imageTransformation: bool(
        table(storage.image_transformation).enabled,
        false,
      ),
    },
    auth: {
      siteUrl: str(auth.site_url, "http://127.0.0.1:3000"),
      additionalRedirectUrls: redirectUrls,
      jwtExpiry: num(auth.jwt_expiry, 3600),
      jwtSecret: str(auth.jwt_secret, DEFAULT_JWT_SECRET),
      signingKeysPath: signingKeysPath(supabaseDir, auth.signing_keys_path),
      enableSignup:
        bool(auth.enable_signup, true) &&
        bool(email.enabled ?? email.enable_signup, true),
      enableConfirmations: bool(email.enable_confirmations, false),
      minimumPasswordLength: num(auth.minimum_password_length, 6),
      refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
      refreshTokenReuseInterval: num(auth.refresh_token_reuse_interval, 10),
      enableAnonymousSignIns: bool(auth.enable_anonymous_sign_ins, false),
      enableManualLinking: bool(auth.enable_manual_linking, false),
      sms: smsConfig(table(auth.sms)),
      email: {
        doubleConfirmChanges: bool(email.double_confirm_changes, true),
        securePasswordChange: bool(email.secure_password_change, false),
        otpExpiry: num(email.otp_expiry, 3600),
        otpLength: num(email.otp_length, 6),
        templates: await loadEmailTemplates(supabaseDir, email.template),
      },
      updatePasswordRequireCurrentPassword: false,
      mfa: {
        maxEnrolledFactors: num(table(auth.mfa).max_enrolled_factors, 10),
        totpEnroll: bool(totp.enroll_enabled, false),
        totpVerify: bool(totp.verify_enabled, false),
      },
      rateLimit: {
        emailSent: bool(table(email.smtp).enabled, false)
          ? limit("email_sent", "emailSent")
          : LOCAL_MAIL_EMAIL_SENT,
        smsSent: limit("sms_sent", "smsSent"),
        anonymousUsers: limit("anonymous_users", "anonymousUsers"),
        tokenRefresh: limit("token_refresh", "tokenRefresh"),
        signInSignUps: limit("sign_in_sign_ups", "signInSignUps"),
        tokenVerifications: limit("token_verifications", "tokenVerifications"),
        web3: limit("web3", "web3"),
      },
    },
    seed: {
      enabled: bool(seed.enabled, true),
      sqlPaths: strs(seed.sql_paths, ["./seed.sql"]),
    },
    functions,
  };
}
