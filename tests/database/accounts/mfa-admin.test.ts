import type { SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { vehicleRow } from "../support/fixture-rows.ts";

/**
 * Two-factor authentication binds the database, not only the screen: an administrator with a
 * verified TOTP factor holds no admin rights in a session that has not passed the code (aal1).
 */
type Admin = Awaited<ReturnType<typeof signedInClient>>;

const codeFor = (secret: string) =>
  new OTPAuth.TOTP({
    secret,
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  }).generate();

async function enrolVerified(client: SupabaseClient, name = "Phone") {
  const enrolled = await client.auth.mfa.enroll({
    factorType: "totp",
    friendlyName: name,
  });
  if (enrolled.error) throw enrolled.error;
  const { id, totp } = enrolled.data;
  const verified = await client.auth.mfa.challengeAndVerify({
    factorId: id,
    code: codeFor(totp.secret),
  });
  if (verified.error) throw verified.error;
  return { factorId: id, secret: totp.secret };
}

async function passwordSession(admin: Admin): Promise<SupabaseClient> {
  const client = anonClient();
  const { error } = await client.auth.signInWithPassword({
    email: admin.email,
    password: admin.password,
  });
  if (error) throw error;
  return client;
}

/** An admin-only write: adding a vehicle. */
async function addVehicle(client: SupabaseClient) {
  return client.from("fleets").insert(vehicleRow()).select("id");
}

async function isAdmin(client: SupabaseClient) {
  const { data, error } = await client.rpc("is_admin");
  if (error) throw error;
  return data;
}

describe("admins with a verified factor", () => {
  let admin: Admin;
  let secret: string;
  let factorId: string;

  beforeAll(async () => {
    admin = await signedInClient({ appMetadata: { role: "admin" } });
    ({ secret, factorId } = await enrolVerified(admin.client));
  });

  it("keep their rights in the session that verified the code", async () => {
    const { data, error } = await addVehicle(admin.client);
    expect(error).toBeNull();
    expect(data).toHaveLength(1);
    expect(await isAdmin(admin.client)).toBe(true);
  });

  it("hold no admin rights in a password-only (aal1) session", async () => {
    const client = await passwordSession(admin);
    const assurance = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(assurance.data).toMatchObject({
      currentLevel: "aal1",
      nextLevel: "aal2",
    });
    expect(await isAdmin(client)).toBe(false);
    const write = await addVehicle(client);
    expect(write.error?.code).toBe("42501");
    const log = await client.from("audit_log").select("id").limit(5);
    expect(log.error).toBeNull();
    expect(log.data).toEqual([]);
  });

  it("regain them once that session passes the code", async () => {
    const client = await passwordSession(admin);
    const challenged = await client.auth.mfa.challengeAndVerify({
      factorId,
      code: codeFor(secret),
    });
    expect(challenged.error).toBeNull();
    const write = await addVehicle(client);
    expect(write.error).toBeNull();
    expect(write.data).toHaveLength(1);
  });

  it("are unaffected again once the factor is removed", async () => {
    const aal1 = await passwordSession(admin);
    expect(await isAdmin(aal1)).toBe(false);
    const removed = await admin.client.auth.mfa.unenroll({ factorId });
    expect(removed.error).toBeNull();
    expect(await isAdmin(aal1)).toBe(true);
    const write = await addVehicle(aal1);
    expect(write.error).toBeNull();
  });
});

describe("verifying a factor", () => {
  it("ends the user's password-only sessions elsewhere, as GoTrue does", async () => {
    const admin = await signedInClient({ appMetadata: { role: "admin" } });
    const elsewhere = await passwordSession(admin);
    expect(await isAdmin(elsewhere)).toBe(true);
    await enrolVerified(admin.client);
    // GoTrue answers session_not_found; supabase-js then drops the session it held.
    const { error } = await elsewhere.auth.getUser();
    expect(error?.name).toBe("AuthSessionMissingError");
    expect((await elsewhere.auth.getSession()).data.session).toBeNull();
    expect((await addVehicle(admin.client)).error).toBeNull();
  });
});

describe("admins without a verified factor", () => {
  it("keep their rights with a password alone", async () => {
    const admin = await signedInClient({ appMetadata: { role: "admin" } });
    expect(await isAdmin(admin.client)).toBe(true);
    expect((await addVehicle(admin.client)).error).toBeNull();
  });

  it("keep them while a factor is enrolled but not yet verified", async () => {
    const admin = await signedInClient({ appMetadata: { role: "admin" } });
    const enrolled = await admin.client.auth.mfa.enroll({
      factorType: "totp",
      friendlyName: "Unfinished",
    });
    expect(enrolled.error).toBeNull();
    expect(await isAdmin(admin.client)).toBe(true);
    expect((await addVehicle(admin.client)).error).toBeNull();
  });
});
