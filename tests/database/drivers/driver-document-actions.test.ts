import { randomUUID } from "node:crypto";
import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { signedInClient } from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import { driverRow, insertRow } from "../support/fixture-rows.ts";

/**
 * The Docs dialog's calls, as the demo admin makes them: upload to the private bucket, attach,
 * verify or reject, set an expiry, and open the file through a short-lived signed link.
 */
let admin: SupabaseClient;
let adminId: string;
let customer: SupabaseClient;

beforeAll(async () => {
  const signedIn = await signedInClient({ appMetadata: { role: "admin" } });
  admin = signedIn.client;
  adminId = signedIn.userId;
  customer = (await signedInClient()).client;
});

const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

async function document(driverId: string, kind: string) {
  const { data, error } = await service()
    .from("driver_documents")
    .select("*")
    .eq("driver_id", driverId)
    .eq("kind", kind)
    .single();
  if (error) throw error;
  return data;
}

async function upload(driverId: string, kind: string): Promise<string> {
  const path = `${driverId}/${kind}/${randomUUID()}.pdf`;
  const { error } = await admin.storage
    .from("driver-documents")
    .upload(path, PDF, { contentType: "application/pdf" });
  if (error) throw error;
  return path;
}

const review = (
  client: SupabaseClient,
  driverId: string,
  kind: string,
  status: string,
  reason?: string,
) =>
  client.rpc("review_driver_document", {
    p_driver_id: driverId,
    p_kind: kind,
    p_status: status,
    ...(reason === undefined ? {} : { p_reason: reason }),
  });

describe("attaching an uploaded file", () => {
  it("records it and makes a verified document Pending again", async () => {
    const driverId = await insertRow("drivers", {
      ...driverRow(),
      documents: { license: "Verified", insurance: "Verified" },
    });
    const path = await upload(driverId, "license");
    const { data, error } = await admin.rpc("attach_driver_document_file", {
      p_driver_id: driverId,
      p_kind: "license",
      p_file_path: path,
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ file_path: path, status: "Pending" });
    expect(await document(driverId, "license")).toMatchObject({
      file_path: path,
      status: "Pending",
      reviewed_at: null,
      reviewed_by: null,
    });
  });

  it("refuses a path outside the driver's folder for that kind", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const path = await upload(driverId, "insurance");
    const { error, status } = await admin.rpc("attach_driver_document_file", {
      p_driver_id: driverId,
      p_kind: "license",
      p_file_path: path,
    });
    expect(status).toBe(400);
    expect(error?.message).toBe(
      `The file must be stored under ${driverId}/license/.`,
    );
  });

  it("refuses a file that was never uploaded", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const { error, status } = await admin.rpc("attach_driver_document_file", {
      p_driver_id: driverId,
      p_kind: "license",
      p_file_path: `${driverId}/license/missing.pdf`,
    });
    expect(status).toBe(404);
    expect(error?.message).toBe("The uploaded file was not found.");
  });
});

describe("reviewing a document", () => {
  it("verifies an uploaded file, recording who and when, and the mirror follows", async () => {
    const driverId = await insertRow("drivers", driverRow());
    await admin.rpc("attach_driver_document_file", {
      p_driver_id: driverId,
      p_kind: "insurance",
      p_file_path: await upload(driverId, "insurance"),
    });
    const before = Date.now();
    const { data, error } = await review(
      admin,
      driverId,
      "insurance",
      "Verified",
    );
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: "Verified", reviewed_by: adminId });
    expect(Date.parse(data.reviewed_at)).toBeGreaterThanOrEqual(before - 5_000);
    const { data: driver } = await service()
      .from("drivers")
      .select("documents")
      .eq("id", driverId)
      .single();
    expect(driver?.documents).toEqual({
      license: "Pending",
      insurance: "Verified",
    });
  });

  it("refuses to verify a document with no file", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const { error, status } = await review(
      admin,
      driverId,
      "insurance",
      "Verified",
    );
    expect(status).toBe(400);
    expect(error?.message).toBe("Upload the insurance before verifying it.");
    expect((await document(driverId, "insurance")).status).toBe("Pending");
  });

  it("rejects only with a reason, and verifying later drops the reason", async () => {
    const driverId = await insertRow("drivers", driverRow());
    await admin.rpc("attach_driver_document_file", {
      p_driver_id: driverId,
      p_kind: "license",
      p_file_path: await upload(driverId, "license"),
    });
    const blank = await review(admin, driverId, "license", "Rejected", "  ");
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe(
      "Please give a reason for rejecting the document.",
    );

    const rejected = await review(
      admin,
      driverId,
      "license",
      "Rejected",
      " Blurred scan ",
    );
    expect(rejected.data).toMatchObject({
      status: "Rejected",
      rejection_reason: "Blurred scan",
      reviewed_by: adminId,
    });
    await review(admin, driverId, "license", "Verified");
    expect(await document(driverId, "license")).toMatchObject({
      status: "Verified",
      rejection_reason: null,
    });
  });

  it("answers Pending, an unknown kind and an unknown driver with a 4xx", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const pending = await review(admin, driverId, "license", "Pending");
    expect([pending.status, pending.error?.message]).toEqual([
      400,
      "A document is reviewed as Verified or Rejected.",
    ]);
    const kind = await review(admin, driverId, "passport", "Verified");
    expect([kind.status, kind.error?.message]).toEqual([
      400,
      "A driver document is a license or an insurance.",
    ]);
    const unknown = await review(
      admin,
      randomUUID(),
      "license",
      "Rejected",
      "x",
    );
    expect([unknown.status, unknown.error?.message]).toEqual([
      404,
      "Driver not found.",
    ]);
  });

  it("refuses anyone but an administrator", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const { error, status } = await review(
      customer,
      driverId,
      "license",
      "Rejected",
      "x",
    );
    expect(status).toBe(403);
    expect(error?.message).toBe(
      "Only administrators can review driver documents.",
    );
    expect((await document(driverId, "license")).status).toBe("Pending");
  });
});

describe("setting an expiry", () => {
  it("sets the insurance's date, and the licence's through the driver", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const insurance = await admin.rpc("set_driver_document_expiry", {
      p_driver_id: driverId,
      p_kind: "insurance",
      p_expires_on: "2027-05-31",
    });
    expect(insurance.data).toMatchObject({ expires_on: "2027-05-31" });
    const licence = await admin.rpc("set_driver_document_expiry", {
      p_driver_id: driverId,
      p_kind: "license",
      p_expires_on: "2028-02-29",
    });
    expect(licence.data).toMatchObject({ expires_on: "2028-02-29" });
    const { data: driver } = await service()
      .from("drivers")
      .select("license_expiry")
      .eq("id", driverId)
      .single();
    expect(driver?.license_expiry).toBe("2028-02-29");
  });

  it("keeps a licence's expiry required", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const { error, status } = await admin.rpc("set_driver_document_expiry", {
      p_driver_id: driverId,
      p_kind: "license",
      p_expires_on: null,
    });
    expect([status, error?.message]).toEqual([
      400,
      "A licence needs an expiry date.",
    ]);
  });
});

describe("opening the file", () => {
  it("gives an administrator a short-lived link that downloads it", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const path = await upload(driverId, "license");
    const { data, error } = await admin.storage
      .from("driver-documents")
      .createSignedUrl(path, 60, { download: true });
    expect(error).toBeNull();
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/^attachment/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it("gives a customer no link", async () => {
    const driverId = await insertRow("drivers", driverRow());
    const path = await upload(driverId, "license");
    const { data, error } = await customer.storage
      .from("driver-documents")
      .createSignedUrl(path, 60, { download: true });
    expect(data).toBeNull();
    expect(error).not.toBeNull();
  });
});
