import { site } from "../../src/config/site.ts";
import { normalizeNigerianPhone } from "../../src/lib/phone.ts";

const USAGE = `Usage: npm run smoke -- <site url> <supabase url> <anon key>

  e.g. npm run smoke -- https://ekoluxe.ng https://abcdefghijklmnopqrst.supabase.co eyJhbGciOi…

Environment (optional):
  SMOKE_EMAIL  where the test booking's e-mails go; {run} becomes the run's id
               (default smoke+{run}@ekoluxe.ng)
  SMOKE_PHONE  the test booking's phone, a Nigerian mobile number (default ${site.phone})`;

/** The default address: one per run, so the per-address hourly limits never add up. */
const DEFAULT_SMOKE_EMAIL = "smoke+{run}@ekoluxe.ng";

/** The pickup is this many days ahead: inside the 90-day horizon, far from any cancellation cut-off. */
const PICKUP_DAYS_AHEAD = 7;

export interface SmokeConfig {
  /** The site's origin, e.g. https://ekoluxe.ng. */
  siteUrl: string;
  /** The Supabase project's origin, e.g. https://abcdefghijklmnopqrst.supabase.co. */
  supabaseUrl: string;
  anonKey: string;
  runId: string;
  email: string;
  /** E.164. */
  phone: string;
  /** ISO instant of the test ride's pickup. */
  pickupAt: string;
}

export class UsageError extends Error {}

function originOf(value: string | undefined, what: string): string {
  let url: URL | null = null;
  try {
    url = new URL(value ?? "");
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== "https:" && url.protocol !== "http:"))
    throw new UsageError(
      `The ${what} must be an http(s) address, not "${value ?? ""}".`,
    );
  return url.origin;
}

/** `20261128t0142-k3f9`: when it ran (UTC) and four random characters, for the e-mail address. */
export function newRunId(now: Date, random: string): string {
  const stamp = now
    .toISOString()
    .slice(0, 16)
    .replace(/[-:]/g, "")
    .replace("T", "t");
  return `${stamp}-${random.toLowerCase().slice(0, 4)}`;
}

/** The booking's e-mail: SMOKE_EMAIL (or the default) with {run} replaced by the run's id. */
export function smokeEmail(
  template: string | undefined,
  runId: string,
): string {
  const email = (template?.trim() || DEFAULT_SMOKE_EMAIL).replaceAll(
    "{run}",
    runId,
  );
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
    throw new UsageError(
      `SMOKE_EMAIL must be an e-mail address, not "${email}".`,
    );
  return email;
}

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000;

/** 10:00 Lagos time, PICKUP_DAYS_AHEAD days after `now` (Lagos calendar). */
export function smokePickupAt(now: Date): string {
  const lagos = new Date(
    now.getTime() + LAGOS_OFFSET_MS + PICKUP_DAYS_AHEAD * 86_400_000,
  );
  const day = lagos.toISOString().slice(0, 10);
  return new Date(`${day}T10:00:00+01:00`).toISOString();
}

/**
 * Why this key must not be used here, if it is not an anon key: the site ships the anon key to
 * every browser, so a service-role or secret key given here would mean it shipped too (or is
 * about to). Keys of unknown shape are left to the server to accept or refuse.
 */
export function anonKeyProblem(key: string): string | null {
  if (key.startsWith("sb_secret_"))
    return "This is a secret key (sb_secret_…). The site and this check use the publishable or anon key; never ship a secret key.";
  const parts = key.split(".");
  if (parts.length !== 3) return null;
  let role: unknown;
  try {
    role = (
      JSON.parse(Buffer.from(parts[1]!, "base64url").toString("utf8")) as {
        role?: unknown;
      }
    ).role;
  } catch {
    return "The key is not a readable JWT: copy the anon key again from the project's API settings.";
  }
  if (role === "anon") return null;
  if (role === "service_role")
    return "This is the service_role key. The site and this check use the anon key; never ship the service_role key.";
  return `This key's role is ${JSON.stringify(role)}, not "anon": copy the anon key from the project's API settings.`;
}

export function readConfig(
  args: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  now: Date,
  random: string,
): SmokeConfig {
  if (args.length !== 3 || !args[2]?.trim()) throw new UsageError(USAGE);
  const runId = newRunId(now, random);
  const phone = normalizeNigerianPhone(env.SMOKE_PHONE?.trim() || site.phone);
  if (!phone)
    throw new UsageError(
      `SMOKE_PHONE must be a Nigerian mobile number, not "${env.SMOKE_PHONE ?? ""}".`,
    );
  return {
    siteUrl: originOf(args[0], "site url"),
    supabaseUrl: originOf(args[1], "supabase url"),
    anonKey: args[2].trim(),
    runId,
    email: smokeEmail(env.SMOKE_EMAIL, runId),
    phone,
    pickupAt: smokePickupAt(now),
  };
}
