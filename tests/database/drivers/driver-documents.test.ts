import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  startLimitsRuntime,
  type LimitsRuntime,
} from "../support/limits-runtime.ts";

/**
 * driver_documents and the drivers.documents mirror, through supabase-js as an administrator and
 * the service role, with SQL for private.driver_document_problem(), which only definer code may
 * call. The review and upload calls: driver-document-actions.test.ts.
 */
let rt: LimitsRuntime;
let admin: SupabaseClient;
beforeAll(async () => {
  rt = await startLimitsRuntime("_driver_documents");
  admin = await rt.signIn("admin");
}, 120_000);
afterAll(async () => {
  await rt?.stop();
});

interface DocumentRow {
  kind: string;
  status: string;
  expires_on: string | null;
  file_path: string | null;
}

async function addDriver(
  client: SupabaseClient,
  fields: Record<string, unknown> = {},
): Promise<{ id: string; documents: Record<string, string> }> {
  const { data, error } = await client
    .from("drivers")
    .insert({
      name: `Ada Obi ${randomUUID().slice(0, 6)}`,
      license_expiry: "2030-01-31",
      ...fields,
    })
    .select("id, documents")
    .single();
  if (error) throw error;
  return data;
}

async function documentsOf(driverId: string): Promise<DocumentRow[]> {
  const { data, error } = await rt.service
    .from("driver_documents")
    .select("kind, status, expires_on, file_path")
    .eq("driver_id", driverId)
    .order("kind");
  if (error) throw error;
  return data;
}

const problem = async (driverId: string) =>
  (
    await rt.sql<{ problem: string | null }>(
      "select private.driver_document_problem($1) as problem",
      [driverId],
    )
  )[0]!.problem;

describe("a new driver", () => {
  it("gets a Pending licence and insurance, even when the request says otherwise", async () => {
    const driver = await addDriver(admin, {
      documents: { license: "Verified", insurance: "Verified" },
    });
    expect(driver.documents).toEqual({
      license: "Pending",
      insurance: "Pending",
    });
    expect(await documentsOf(driver.id)).toEqual([
      {
        kind: "insurance",
        status: "Pending",
        expires_on: null,
        file_path: null,
      },
      {
        kind: "license",
        status: "Pending",
        expires_on: "2030-01-31",
        file_path: null,
      },
    ]);
  });

  it("keeps the statuses a seed gives it (service role)", async () => {
    const driver = await addDriver(rt.service, {
      documents: { license: "Verified", insurance: "Rejected" },
    });
    expect((await documentsOf(driver.id)).map((d) => d.status)).toEqual([
      "Rejected",
      "Verified",
    ]);
  });
});

describe("the drivers.documents mirror", () => {
  it("cannot be written over the API", async () => {
    const driver = await addDriver(admin);
    const { error } = await admin
      .from("drivers")
      .update({ documents: { license: "Verified", insurance: "Verified" } })
      .eq("id", driver.id);
    expect(error?.message).toBe(
      "Document statuses change through the driver's documents, not drivers.documents.",
    );
    expect((await documentsOf(driver.id)).map((d) => d.status)).toEqual([
      "Pending",
      "Pending",
    ]);
  });

  it("follows the rows, and the rows follow a service-role write", async () => {
    const driver = await addDriver(admin);
    await rt.service
      .from("drivers")
      .update({ documents: { license: "Verified", insurance: "Expired" } })
      .eq("id", driver.id)
      .throwOnError();
    expect((await documentsOf(driver.id)).map((d) => d.status)).toEqual([
      "Expired",
      "Verified",
    ]);

    await rt.service
      .from("driver_documents")
      .update({ status: "Rejected", rejection_reason: "Blurred scan." })
      .eq("driver_id", driver.id)
      .eq("kind", "license")
      .throwOnError();
    const { data } = await admin
      .from("drivers")
      .select("documents")
      .eq("id", driver.id)
      .single();
    expect(data?.documents).toEqual({
      license: "Rejected",
      insurance: "Expired",
    });
  });

  it("still refuses statuses outside the spec's four", async () => {
    const { error } = await rt.service
      .from("driver_documents")
      .update({ status: "Lost" })
      .eq("kind", "license");
    expect(error?.code).toBe("22P02");
  });
});

describe("the licence's expiry", () => {
  it("is the driver's licence expiry, whatever a writer sends", async () => {
    const driver = await addDriver(admin);
    await admin
      .from("drivers")
      .update({ license_expiry: "2031-06-30" })
      .eq("id", driver.id)
      .throwOnError();
    await admin
      .from("driver_documents")
      .update({ expires_on: "2099-01-01" })
      .eq("driver_id", driver.id)
      .throwOnError();
    expect(
      (await documentsOf(driver.id)).map((d) => [d.kind, d.expires_on]),
    ).toEqual([
      ["insurance", "2099-01-01"],
      ["license", "2031-06-30"],
    ]);
  });
});

describe("private.driver_document_problem", () => {
  const verify = (id: string) =>
    rt.sql(
      'update public.drivers set documents = \'{"license": "Verified", "insurance": "Verified"}\' where id = $1',
      [id],
    );

  it("is null when both documents are verified and in date", async () => {
    const driver = await addDriver(admin);
    await verify(driver.id);
    expect(await problem(driver.id)).toBeNull();
  });

  it("names the first unverified document", async () => {
    const driver = await addDriver(admin, { name: "Ada Obi" });
    expect(await problem(driver.id)).toBe("Ada Obi's licence is not verified.");
    await rt.sql(
      "update public.driver_documents set status = 'Verified' where driver_id = $1 and kind = 'license'",
      [driver.id],
    );
    expect(await problem(driver.id)).toBe(
      "Ada Obi's insurance is not verified.",
    );
  });

  it("names an expired document with its date (Lagos calendar)", async () => {
    const driver = await addDriver(admin, { name: "Ada Obi" });
    await verify(driver.id);
    await rt.sql(
      "update public.driver_documents set expires_on = '2026-03-03' where driver_id = $1 and kind = 'insurance'",
      [driver.id],
    );
    expect(await problem(driver.id)).toBe(
      "Ada Obi's insurance expired on 3 March 2026.",
    );
    await rt.sql(
      "update public.drivers set license_expiry = '2025-12-01' where id = $1",
      [driver.id],
    );
    expect(await problem(driver.id)).toBe(
      "Ada Obi's licence expired on 1 December 2025.",
    );
  });

  it("counts a document expiring today as valid", async () => {
    const driver = await addDriver(admin);
    await verify(driver.id);
    await rt.sql(
      "update public.drivers set license_expiry = (now() at time zone 'Africa/Lagos')::date where id = $1",
      [driver.id],
    );
    expect(await problem(driver.id)).toBeNull();
  });

  it("cannot be called by anon or authenticated", async () => {
    const rows = await rt.sql<{ role: string; allowed: boolean }>(
      `select r as role, has_function_privilege(r, 'private.driver_document_problem(uuid)', 'execute') as allowed
       from unnest(array['anon', 'authenticated']) as r`,
    );
    expect(rows).toEqual([
      { role: "anon", allowed: false },
      { role: "authenticated", allowed: false },
    ]);
  });
});

describe("the action log", () => {
  it("records a document's change with its actor", async () => {
    const driver = await addDriver(admin);
    const rows = await rt.sql<{ action: string; status: string }>(
      `select action, after ->> 'status' as status from public.audit_log
       where table_name = 'driver_documents' and after ->> 'driver_id' = $1 order by id`,
      [driver.id],
    );
    expect(rows).toEqual([
      { action: "insert", status: "Pending" },
      { action: "insert", status: "Pending" },
    ]);
  });
});
