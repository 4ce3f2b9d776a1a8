import fc from "fast-check";
import { describe, expect, it } from "vitest";

import {
  anonKeyProblem,
  newRunId,
  readConfig,
  smokeEmail,
  smokePickupAt,
  UsageError,
} from "../../../scripts/smoke/config.ts";

const NOW = new Date("2026-11-28T01:42:10Z");
const args = [
  "https://ekoluxe.ng/",
  "https://abcdefghijklmnopqrst.supabase.co",
  "key",
];

/** An unsigned JWT with these claims: the check reads the role, it cannot verify a signature. */
function jwt(claims: object): string {
  const part = (value: object) =>
    Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part(claims)}.signature`;
}

describe("smoke check inputs", () => {
  it("take three arguments and keep the origins of the two addresses", () => {
    const config = readConfig(
      [
        "https://ekoluxe.ng/book-a-ride",
        "https://abcdefghijklmnopqrst.supabase.co/rest/v1/",
        " key ",
      ],
      {},
      NOW,
      "ab12cd",
    );
    expect(config).toMatchObject({
      siteUrl: "https://ekoluxe.ng",
      supabaseUrl: "https://abcdefghijklmnopqrst.supabase.co",
      anonKey: "key",
      runId: "20261128t0142-ab12",
    });
  });

  it("answer the usage for a missing argument and name a bad address", () => {
    expect(() => readConfig(args.slice(0, 2), {}, NOW, "ab12")).toThrow(
      /^Usage: npm run smoke -- <site url> <supabase url> <anon key>/,
    );
    expect(() =>
      readConfig([...args.slice(0, 2), " "], {}, NOW, "ab12"),
    ).toThrow(UsageError);
    expect(() =>
      readConfig(["ekoluxe.ng", ...args.slice(1)], {}, NOW, "ab12"),
    ).toThrow('The site url must be an http(s) address, not "ekoluxe.ng".');
    expect(() =>
      readConfig([args[0]!, "ftp://x.supabase.co", "key"], {}, NOW, "ab12"),
    ).toThrow("The supabase url must be an http(s) address");
  });

  it("book under a fresh address each run by default, or the operator's own", () => {
    expect(readConfig(args, {}, NOW, "ab12").email).toBe(
      "smoke+20261128t0142-ab12@ekoluxe.ng",
    );
    expect(smokeEmail("ops+smoke-{run}@example.com", "r1")).toBe(
      "ops+smoke-r1@example.com",
    );
    expect(smokeEmail("ops@example.com", "r1")).toBe("ops@example.com");
    expect(smokeEmail("  ", "r1")).toBe("smoke+r1@ekoluxe.ng");
    expect(() => smokeEmail("ops", "r1")).toThrow(
      'SMOKE_EMAIL must be an e-mail address, not "ops".',
    );
  });

  it("book with the brand's number by default, or SMOKE_PHONE, in E.164", () => {
    expect(readConfig(args, {}, NOW, "ab12").phone).toBe("+2347003565893");
    expect(
      readConfig(args, { SMOKE_PHONE: "0803 123 4567" }, NOW, "ab12").phone,
    ).toBe("+2348031234567");
    expect(() =>
      readConfig(args, { SMOKE_PHONE: "12345" }, NOW, "ab12"),
    ).toThrow('SMOKE_PHONE must be a Nigerian mobile number, not "12345".');
  });

  it("name a run by its minute (UTC) and four random characters", () => {
    expect(newRunId(new Date("2026-01-02T03:04:59Z"), "F00BAA")).toBe(
      "20260102t0304-f00b",
    );
  });
});

describe("the test ride's pickup", () => {
  it("is 10:00 Lagos time a week after today in Lagos", () => {
    expect(smokePickupAt(NOW)).toBe("2026-12-05T09:00:00.000Z");
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(smokePickupAt(new Date("2026-11-28T23:30:00Z"))).toBe(
      "2026-12-06T09:00:00.000Z",
    );
  });

  it("is always well inside the booking horizon and past any free-cancellation cut-off", () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date("2026-01-01T00:00:00Z"),
          max: new Date("2035-12-31T23:59:59Z"),
          noInvalidDate: true,
        }),
        (now) => {
          const pickup = new Date(smokePickupAt(now));
          const ahead = pickup.getTime() - now.getTime();
          // operator_settings caps the cut-off at 1440 minutes; create_booking's horizon is 90 days.
          expect(ahead).toBeGreaterThan(6 * 86_400_000);
          expect(ahead).toBeLessThan(8 * 86_400_000);
          expect(pickup.getUTCHours()).toBe(9);
          expect(pickup.getUTCMinutes()).toBe(0);
        },
      ),
    );
  });
});

describe("the key check", () => {
  it("accepts the anon JWT, a publishable key and keys it cannot read as a JWT", () => {
    expect(anonKeyProblem(jwt({ role: "anon", iss: "supabase" }))).toBeNull();
    expect(anonKeyProblem("sb_publishable_abc")).toBeNull();
    expect(anonKeyProblem("some-opaque-key")).toBeNull();
  });

  it("refuses the keys that must never reach a browser, before sending them anywhere", () => {
    expect(anonKeyProblem(jwt({ role: "service_role" }))).toMatch(
      /^This is the service_role key\. .*never ship the service_role key\.$/,
    );
    expect(anonKeyProblem("sb_secret_abc")).toMatch(/^This is a secret key/);
    expect(anonKeyProblem(jwt({ role: "authenticated" }))).toBe(
      'This key\'s role is "authenticated", not "anon": copy the anon key from the project\'s API settings.',
    );
    expect(anonKeyProblem("a.b.c")).toMatch(/^The key is not a readable JWT/);
  });
});
