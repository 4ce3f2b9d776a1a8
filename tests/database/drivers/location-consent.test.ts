import { createClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  runtime,
  serviceClient,
  signedInClient,
} from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import { ensureDriverAccount } from "../support/driver-accounts.ts";
import {
  signedInDriver,
  type SignedInDriver,
} from "../support/driver-mode-fixtures.ts";

/**
 * A driver agrees to location sharing before their first shift (Nigeria Data Protection Act
 * 2023): record_location_consent keeps the notice version, the moment and the browser;
 * my_location_consent reads the latest back; report_position refuses a driver who has not agreed,
 * while the simulator (service role) is not asked.
 */

const IKOYI = { p_lat: 6.4474, p_lng: 3.4336 };
const REFUSAL = "Agree to location sharing before going on duty.";

let newcomer: SignedInDriver;
beforeAll(async () => {
  newcomer = await signedInDriver({ consent: false });
});

describe("a driver who has not agreed yet", () => {
  it("has no consent to read back", async () => {
    const { data, error } = await newcomer.client
      .rpc("my_location_consent")
      .maybeSingle();
    expect(error).toBeNull();
    expect(data).toBeNull();
  });

  it("cannot share a position: 403 with a sentence, nothing stored", async () => {
    const { status, error } = await newcomer.client.rpc(
      "report_position",
      IKOYI,
    );
    expect(`${status} ${error?.code} ${error?.message}`).toBe(
      `403 PT403 ${REFUSAL}`,
    );
    const stored = await service()
      .from("vehicle_positions")
      .select("vehicle_id")
      .eq("vehicle_id", newcomer.vehicleId);
    expect(stored.data).toEqual([]);
  });

  it("does not hold up the simulator, which reports for the same vehicle", async () => {
    const { error, data } = await serviceClient().rpc("report_position", {
      ...IKOYI,
      p_vehicle_id: newcomer.vehicleId,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ source: "simulator" });
  });
});

describe("recording consent", () => {
  it("keeps the version, the server's time and the browser, and lets the driver go on duty", async () => {
    const { apiUrl, anonKey } = runtime();
    const user = await signedInClient({ appMetadata: { role: "driver" } });
    await ensureDriverAccount(user.userId);
    const phone = createClient(apiUrl, anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { "User-Agent": "Mozilla/5.0 (Linux; Android 14)" } },
    });
    const signedIn = await phone.auth.signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(signedIn.error).toBeNull();

    const before = Date.now();
    const recorded = await phone.rpc("record_location_consent", {
      p_policy_version: "  2026-11  ",
    });
    expect(recorded.error).toBeNull();
    expect(recorded.data).toMatchObject({
      user_id: user.userId,
      policy_version: "2026-11",
      user_agent: "Mozilla/5.0 (Linux; Android 14)",
    });
    const at = Date.parse(String(recorded.data!.consented_at));
    expect(at).toBeGreaterThan(before - 5_000);

    const mine = await phone.rpc("my_location_consent").maybeSingle();
    expect(mine.error).toBeNull();
    expect(mine.data).toEqual(recorded.data);

    const reported = await phone.rpc("report_position", IKOYI);
    expect(reported.error).toBeNull();
    expect(reported.data).toMatchObject({ source: "phone" });
  });

  it("reads back the latest of several consents", async () => {
    const driver = await signedInDriver({ consent: false });
    for (const version of ["2026-01", "2026-11"]) {
      const { error } = await driver.client.rpc("record_location_consent", {
        p_policy_version: version,
      });
      expect(error).toBeNull();
    }
    const { data } = await driver.client
      .rpc("my_location_consent")
      .maybeSingle();
    expect(data).toMatchObject({ policy_version: "2026-11" });
  });

  it.each([
    ["", "Say which version of the location notice was agreed to."],
    ["   ", "Say which version of the location notice was agreed to."],
    [null, "Say which version of the location notice was agreed to."],
    ["v".repeat(41), "The notice version must be 40 characters or fewer."],
  ])("refuses the version %j with 400", async (version, message) => {
    const { status, error } = await newcomer.client.rpc(
      "record_location_consent",
      { p_policy_version: version },
    );
    expect(`${status} ${error?.message}`).toBe(`400 ${message}`);
  });

  it.each(["customer", "owner", "admin"] as const)(
    "is for drivers only: the %s is refused with 403",
    async (role) => {
      const { client } = await signedInClient(
        role === "customer" ? {} : { appMetadata: { role } },
      );
      const { status, error } = await client.rpc("record_location_consent", {
        p_policy_version: "2026-11",
      });
      expect(`${status} ${error?.message}`).toBe(
        "403 Only drivers give consent to location sharing.",
      );
    },
  );

  it("is not open to visitors", async () => {
    const { status } = await anonClient().rpc("record_location_consent", {
      p_policy_version: "2026-11",
    });
    expect(status).toBe(401);
  });
});

describe("the demo driver", () => {
  it("has given no consent, so the driver app asks on the first shift", async () => {
    const userId = "a0000000-0000-4000-8000-000000000006";
    const { data } = await service()
      .from("location_consents")
      .select("id")
      .eq("user_id", userId);
    expect(data).toEqual([]);
  });
});
