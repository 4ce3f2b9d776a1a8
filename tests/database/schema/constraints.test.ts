import { beforeAll, describe, expect, it } from "vitest";

import {
  anonClient,
  signedInClient,
  uniqueEmail,
} from "../../local-backend/support.ts";
import { must, service, uniquePlate } from "../support/actors.ts";
import { CHECKS, validRows } from "../support/check-cases.ts";
import {
  bookingRow,
  contactRow,
  createVehicle,
  driverRow,
  ensureFareRule,
  insertRow,
  reportRow,
  vehicleRow,
} from "../support/fixture-rows.ts";

let valid: ReturnType<typeof validRows>;
beforeAll(async () => {
  valid = validRows(await createVehicle());
});

describe("check constraints name the rule they enforce", () => {
  it.each(CHECKS)("%s: %j → %s", async (table, change, constraint) => {
    const { error } = await service()
      .from(table)
      .insert({ ...valid[table]!(), ...change });
    expect(error?.code).toBe("23514");
    expect(error?.message).toBe(
      `new row for relation "${table}" violates check constraint "${constraint}"`,
    );
  });

  it("the valid rows themselves are accepted", async () => {
    for (const [table, row] of Object.entries(valid)) {
      const pk = table === "vehicle_positions" ? "vehicle_id" : "id";
      const id = await insertRow(table, row(), pk);
      must(await service().from(table).delete().eq(pk, id).select(pk));
    }
  });

  it("the action log accepts only known actions", async () => {
    const { error } = await service()
      .from("audit_log")
      .insert({ action: "truncate", table_name: "fleets", row_id: "1" });
    expect(error?.message).toBe(
      'new row for relation "audit_log" violates check constraint "audit_log_action_known"',
    );
  });

  it("an update is checked too: fare multiplier", async () => {
    await ensureFareRule("standard");
    const { error } = await service()
      .from("fare_rules")
      .update({ multiplier: 0 })
      .eq("service_type", "standard");
    expect(error?.message).toBe(
      'new row for relation "fare_rules" violates check constraint "fare_rules_multiplier_positive"',
    );
  });

  it("a user's own profile edit reports the phone rule", async () => {
    const { client, userId } = await signedInClient();
    const { error } = await client
      .from("profiles")
      .update({ phone: "12345" })
      .eq("id", userId);
    expect(error?.code).toBe("23514");
    expect(error?.message).toContain("profiles_phone_nigerian_mobile_e164");
  });
});

describe("uniqueness, references and enumerations", () => {
  it("a plate is unique whatever its case and spacing", async () => {
    const plate = uniquePlate();
    await insertRow("fleets", { ...vehicleRow(), registration_number: plate });
    const { error } = await service()
      .from("fleets")
      .insert({
        ...vehicleRow(),
        registration_number: ` ${plate.toLowerCase()} `,
      });
    expect(error?.code).toBe("23505");
    expect(error?.message).toContain('"fleets_registration_number_key"');
  });

  it("one driver per vehicle", async () => {
    const vehicle = await createVehicle();
    await insertRow("drivers", {
      ...driverRow(),
      assigned_vehicle_id: vehicle,
    });
    const { error } = await service()
      .from("drivers")
      .insert({ ...driverRow(), assigned_vehicle_id: vehicle });
    expect(error?.code).toBe("23505");
    expect(error?.message).toContain('"drivers_one_driver_per_vehicle"');
  });

  it("one revenue report per vehicle and month", async () => {
    const row = reportRow(await createVehicle());
    await insertRow("revenue_reports", row);
    const { error } = await service().from("revenue_reports").insert(row);
    expect(error?.code).toBe("23505");
    expect(error?.message).toContain(
      '"revenue_reports_one_per_vehicle_and_period"',
    );
  });

  it("a report for a vehicle that does not exist", async () => {
    const { error } = await service()
      .from("revenue_reports")
      .insert(reportRow("00000000-0000-4000-8000-000000000000"));
    expect(error?.code).toBe("23503");
    expect(error?.message).toContain('"revenue_reports_vehicle_id_fkey"');
  });

  it("a status outside the enumeration", async () => {
    const { error } = await service()
      .from("fleets")
      .insert({ ...vehicleRow(), status: "parked" });
    expect(error?.code).toBe("22P02");
    expect(error?.message).toBe(
      'invalid input value for enum vehicle_status: "parked"',
    );
  });

  it("clock-dependent rules are not constraints: a past booking time and an expired licence are storable", async () => {
    const past = { ...bookingRow(null), booking_time: "2020-01-01T09:00:00Z" };
    await insertRow("bookings", past);
    await insertRow("drivers", {
      ...driverRow(),
      license_expiry: "2020-01-01",
    });
  });
});

describe("triggers keep rows tidy", () => {
  it("plates are upper-cased and blank image slots dropped", async () => {
    const id = await insertRow("fleets", {
      ...vehicleRow(),
      registration_number: " lnd 245ak ".replace(
        "lnd",
        uniquePlate().slice(0, 3).toLowerCase(),
      ),
      images: [" /fleet/a.svg ", "", "   ", "/fleet/b.svg"],
    });
    const row = must(
      await service()
        .from("fleets")
        .select("registration_number, images")
        .eq("id", id)
        .single(),
    );
    expect(row.registration_number).toMatch(/^[A-Z]{3}245AK$/);
    expect(row.images).toEqual(["/fleet/a.svg", "/fleet/b.svg"]);
  });

  it("created_at is kept and updated_at moves on every update", async () => {
    const id = await createVehicle();
    const read = async () =>
      must(
        await service()
          .from("fleets")
          .select("created_at, updated_at")
          .eq("id", id)
          .single(),
      );
    const before = await read();
    expect(before.updated_at).toBe(before.created_at);
    must(
      await service()
        .from("fleets")
        .update({
          description: "Freshly valeted",
          created_at: "2000-01-01T00:00:00Z",
        })
        .eq("id", id)
        .select("id"),
    );
    const after = await read();
    expect(after.created_at).toBe(before.created_at);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(
      Date.parse(before.updated_at),
    );
  });

  it("signing up creates a profile with the name given", async () => {
    const { data, error } = await anonClient().auth.signUp({
      email: uniqueEmail("signup"),
      password: "correct-horse-battery",
      options: { data: { full_name: "Ngozi Eze" } },
    });
    expect(error).toBeNull();
    const profile = must(
      await service()
        .from("profiles")
        .select("full_name, phone")
        .eq("id", data.user!.id)
        .single(),
    );
    expect(profile).toEqual({ full_name: "Ngozi Eze", phone: null });
  });
});

describe("contact submissions carry only their own form's upload", () => {
  it.each([
    ["apply_to_drive", "applications/cv.pdf", null],
    ["apply_to_drive", "elsewhere/cv.pdf", "42501"],
    ["contact_sales", "brief.zip", null],
    ["contact", "applications/cv.pdf", "42501"],
  ])("%s with %s → %s", async (formType, path, code) => {
    const { error } = await anonClient()
      .from("contact_submissions")
      .insert({
        ...contactRow(),
        form_type: formType,
        phone: "+2348031234567",
        company_name: "Lagoon Capital",
        attachment_path: path,
      });
    expect(error?.code ?? null).toBe(code);
  });
});
