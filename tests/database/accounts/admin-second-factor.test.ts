import type { SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { vehicleRow } from "../support/fixture-rows.ts";
import { startOwnRuntime, type OwnRuntime } from "../support/own-runtime.ts";

/**
 * operator_settings.require_admin_second_factor (Settings → Business): with it on, no
 * administrator session below aal2 holds admin rights, factor or not, and
 * admin_second_factor_required() tells the app to send the administrator to enrol. Turning it on
 * needs an aal2 session of one's own. On a runtime of its own: the setting would take the rights
 * of every other test file's administrators away.
 */

let rt: OwnRuntime;
beforeAll(async () => {
  rt = await startOwnRuntime("_admin_second_factor");
}, 120_000);
afterAll(async () => {
  await rt?.stop();
});

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({ secret, digits: 6, period: 30 }).generate();

async function enrolVerified(client: SupabaseClient) {
  const enrolled = await client.auth.mfa.enroll({ factorType: "totp" });
  if (enrolled.error) throw enrolled.error;
  const { id, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: id,
    code: codeFor(totp.secret),
  });
  if (verified.error) throw verified.error;
  return { factorId: id, secret: totp.secret };
}

/** What the database makes of a session: admin rights, an admin-only write, the enrol prompt. */
async function standing(client: SupabaseClient) {
  const admin = await client.rpc("is_admin");
  const prompt = await client.rpc("admin_second_factor_required");
  const write = await client.from("fleets").insert(vehicleRow()).select("id");
  if (admin.error) throw admin.error;
  if (prompt.error) throw prompt.error;
  return {
    isAdmin: admin.data,
    writes: write.error === null && write.data?.length === 1,
    mustEnrol: prompt.data,
  };
}

const setRequirement = (client: SupabaseClient, on: boolean) =>
  client
    .from("operator_settings")
    .update({ require_admin_second_factor: on })
    .eq("id", true)
    .select("require_admin_second_factor");

const setDirectly = (on: boolean) =>
  rt.sql(
    "update public.operator_settings set require_admin_second_factor = $1",
    [on],
  );

interface Sessions {
  noFactor: SupabaseClient;
  factorAal1: SupabaseClient;
  factorAal2: SupabaseClient;
}
let sessions: Sessions;

beforeAll(async () => {
  const plain = await rt.createUser("admin");
  const enrolled = await rt.createUser("admin");
  const enrolling = await rt.signIn(enrolled);
  const { factorId, secret } = await enrolVerified(enrolling);
  const factorAal2 = await rt.signIn(enrolled);
  const raised = await factorAal2.auth.mfa.challengeAndVerify({
    factorId,
    code: codeFor(secret),
  });
  if (raised.error) throw raised.error;
  sessions = {
    noFactor: await rt.signIn(plain),
    factorAal1: await rt.signIn(enrolled),
    factorAal2,
  };
});

describe.each([
  [
    "off (the seed's default)",
    false,
    {
      noFactor: { isAdmin: true, writes: true, mustEnrol: false },
      factorAal1: { isAdmin: false, writes: false, mustEnrol: false },
      factorAal2: { isAdmin: true, writes: true, mustEnrol: false },
    },
  ],
  [
    "on",
    true,
    {
      noFactor: { isAdmin: false, writes: false, mustEnrol: true },
      factorAal1: { isAdmin: false, writes: false, mustEnrol: true },
      factorAal2: { isAdmin: true, writes: true, mustEnrol: false },
    },
  ],
] as const)("with the requirement %s", (_label, on, expected) => {
  beforeAll(() => setDirectly(on));

  it.each(Object.keys(expected) as (keyof Sessions)[])(
    "an administrator %s",
    async (who) => {
      expect(await standing(sessions[who])).toEqual(expected[who]);
    },
  );

  it("never prompts a customer, a driver or an owner", async () => {
    for (const role of [undefined, "driver", "owner"]) {
      const client = await rt.signIn(await rt.createUser(role));
      const { data, error } = await client.rpc("admin_second_factor_required");
      expect(error).toBeNull();
      expect(data).toBe(false);
    }
  });
});

describe("an administrator sent to enrol", () => {
  beforeAll(() => setDirectly(true));
  afterAll(() => setDirectly(false));

  it("regains the rights in the same session once a factor is verified", async () => {
    const client = await rt.signIn(await rt.createUser("admin"));
    expect(await standing(client)).toMatchObject({
      isAdmin: false,
      mustEnrol: true,
    });
    await enrolVerified(client);
    expect(await standing(client)).toEqual({
      isAdmin: true,
      writes: true,
      mustEnrol: false,
    });
  });
});

describe("turning the requirement on", () => {
  beforeAll(() => setDirectly(false));

  it("is refused from an administrator's session without two-factor", async () => {
    const { error, status } = await setRequirement(sessions.noFactor, true);
    expect(`${status} ${error?.message}`).toBe(
      "400 Set up two-factor authentication for your own account first.",
    );
    // A session that has not passed its factor holds no admin rights: the update reaches no row.
    const unproven = await setRequirement(sessions.factorAal1, true);
    expect(unproven.error).toBeNull();
    expect(unproven.data).toEqual([]);
    const [row] = await rt.sql<{ on: boolean }>(
      "select require_admin_second_factor as on from public.operator_settings",
    );
    expect(row!.on).toBe(false);
  });

  it("is saved from an aal2 session, and turned off again the same way", async () => {
    const on = await setRequirement(sessions.factorAal2, true);
    expect(on.error).toBeNull();
    expect(on.data).toEqual([{ require_admin_second_factor: true }]);
    expect(await standing(sessions.factorAal2)).toMatchObject({
      isAdmin: true,
    });
    const off = await setRequirement(sessions.factorAal2, false);
    expect(off.error).toBeNull();
    expect(off.data).toEqual([{ require_admin_second_factor: false }]);
  });

  it("is out of reach of everyone but administrators", async () => {
    const customer = await rt.signIn(await rt.createUser());
    const { data, error } = await setRequirement(customer, true);
    expect(error).toBeNull();
    expect(data).toEqual([]);
  });
});
