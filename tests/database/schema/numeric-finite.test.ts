import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import {
  bookingRow,
  createVehicle,
  driverRow,
  insertRow,
  placeRow,
  positionRow,
} from "../support/fixture-rows.ts";
import { adminClient, ensureFareRules } from "../support/fixtures-functions.ts";

/**
 * Every number column refuses NaN and ±Infinity, on insert and on update. Postgres orders NaN
 * above every number, so a plain `multiplier > 0` let an administrator save 'NaN' and broke every
 * quote for that service. numeric(p, s) columns refuse ±Infinity on input (22003); NaN, and every
 * non-finite double precision value, meet a check (23514). Both are 400s.
 */

const NON_FINITE = ["NaN", "Infinity", "-Infinity"] as const;

interface NumberColumn {
  table: string;
  column: string;
  /** Check that refuses NaN; for double precision columns, every non-finite value. */
  check: string;
  kind: "numeric" | "double";
  /** A row to update, and (where the table takes inserts) a valid row to insert. */
  row: () => Promise<{
    pk: string;
    id: string;
    insert?: Record<string, unknown>;
  }>;
}

let admin: SupabaseClient;

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
});

async function place() {
  const insert = placeRow();
  return { pk: "id", id: await insertRow("places", placeRow()), insert };
}

async function position() {
  const vehicle = await createVehicle();
  const id = await insertRow(
    "vehicle_positions",
    positionRow(vehicle),
    "vehicle_id",
  );
  return { pk: "vehicle_id", id, insert: positionRow(await createVehicle()) };
}

const COLUMNS: NumberColumn[] = [
  {
    table: "fare_rules",
    column: "multiplier",
    check: "fare_rules_multiplier_finite",
    kind: "numeric",
    row: async () => ({ pk: "service_type", id: "standard" }),
  },
  {
    table: "bookings",
    column: "distance_km",
    check: "bookings_distance_km_finite",
    kind: "numeric",
    row: async () => ({
      pk: "id",
      id: await insertRow("bookings", bookingRow(null)),
      insert: bookingRow(null),
    }),
  },
  {
    table: "drivers",
    column: "rating",
    check: "drivers_rating_between_0_and_5",
    kind: "numeric",
    row: async () => ({
      pk: "id",
      id: await insertRow("drivers", driverRow()),
      insert: driverRow(),
    }),
  },
  {
    table: "vehicle_positions",
    column: "speed_kmh",
    check: "vehicle_positions_speed_kmh_finite",
    kind: "numeric",
    row: position,
  },
  ...(["lat", "lng"] as const).flatMap((column): NumberColumn[] => {
    const range = column === "lat" ? "minus_90_and_90" : "minus_180_and_180";
    return [
      {
        table: "places",
        column,
        check: `places_${column}_between_${range}`,
        kind: "double",
        row: place,
      },
      {
        table: "vehicle_positions",
        column,
        check: `vehicle_positions_${column}_between_${range}`,
        kind: "double",
        row: position,
      },
    ];
  }),
];

const CASES = COLUMNS.flatMap((c) =>
  NON_FINITE.map((value) => ({ ...c, value })),
);

function expectRefusal(
  answer: { status: number; error: { code?: string; message?: string } | null },
  c: NumberColumn,
  value: string,
) {
  expect(answer.status).toBe(400);
  if (c.kind === "numeric" && value !== "NaN") {
    expect(answer.error).toMatchObject({
      code: "22003",
      message: "numeric field overflow",
    });
  } else {
    expect(answer.error).toMatchObject({
      code: "23514",
      message: `new row for relation "${c.table}" violates check constraint "${c.check}"`,
    });
  }
}

describe("number columns refuse values that are not finite numbers", () => {
  it.each(CASES)(
    "$table.$column = $value: an administrator's update",
    async (c) => {
      const { pk, id } = await c.row();
      const { data: before } = await service()
        .from(c.table)
        .select(c.column)
        .eq(pk, id)
        .single();
      const answer = await admin
        .from(c.table)
        .update({ [c.column]: c.value })
        .eq(pk, id)
        .select(pk);
      expectRefusal(answer, c, c.value);
      const { data: after } = await service()
        .from(c.table)
        .select(c.column)
        .eq(pk, id)
        .single();
      expect(after).toEqual(before);
    },
  );

  it.each(CASES.filter((c) => c.table !== "fare_rules"))(
    "$table.$column = $value: a service-role insert",
    async (c) => {
      const { insert } = await c.row();
      const answer = await service()
        .from(c.table)
        .insert({ ...insert, [c.column]: c.value });
      expectRefusal(answer, c, c.value);
    },
  );

  it("an administrator may still set an ordinary multiplier, and quotes keep working", async () => {
    const { data: rule } = await service()
      .from("fare_rules")
      .select("multiplier")
      .eq("service_type", "standard")
      .single();
    must(
      await admin
        .from("fare_rules")
        .update({ multiplier: 1.1 })
        .eq("service_type", "standard")
        .select("multiplier"),
    );
    try {
      const { data, error } = await anonClient().rpc("quote_fare", {
        pickup: "Ikoyi",
        dropoff: "Murtala Muhammed International Airport",
      });
      expect(error).toBeNull();
      expect(data.multiplier).toBe(1.1);
      expect(Number.isFinite(data.total_kobo) && data.total_kobo > 0).toBe(
        true,
      );
    } finally {
      must(
        await service()
          .from("fare_rules")
          .update({ multiplier: rule?.multiplier })
          .eq("service_type", "standard")
          .select("multiplier"),
      );
    }
  });
});
