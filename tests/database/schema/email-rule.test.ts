import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient } from "../../local-backend/support.ts";
import { must, service } from "../support/actors.ts";
import {
  bookingRow,
  contactRow,
  driverRow,
  insertRow,
  outboxRow,
} from "../support/fixture-rows.ts";
import {
  adminClient,
  bookingArgs,
  createRoute,
  ensureFareRules,
  type TestPlace,
} from "../support/fixtures-functions.ts";

/**
 * One e-mail rule in SQL, public.is_valid_email(): at most 254 characters, at most 64 before the @,
 * dot-separated atoms of the RFC's allowed characters, and a domain of two or more labels ending in
 * 2-63 letters. Every e-mail column's check and create_booking use it.
 */

const LONG = `${"a".repeat(60)}@${"b".repeat(335)}.com`;
const MAX = `${"l".repeat(64)}@${"d".repeat(63)}.${"e".repeat(63)}.${"f".repeat(58)}.io`;

const VALID = [
  "adaeze@example.test",
  "first.last+rides@mail.example.com.ng",
  "o'brien@example.ie",
  "!#$%&'*+/=?^_`{|}~-@example.com",
  "A.B-C_D@Sub-Domain.Example.COM",
  "x@a-b.co",
  MAX,
];

const INVALID = [
  "",
  "plain",
  "a@b",
  "a@b.c",
  "a@b.c0m",
  "a@b.123",
  "a..b@x.io",
  ".a@x.io",
  "a.@x.io",
  "a b@x.io",
  "a@@x.io",
  "a@x..io",
  "a@-x.io",
  "a@x-.io",
  `a@${"x".repeat(64)}.io`,
  "<script>@x.io",
  '"quoted"@x.io',
  "ädä@x.io",
  "a@x.io\n",
  `${"l".repeat(65)}@x.io`,
  `${MAX}m`,
  LONG,
];

describe("is_valid_email", () => {
  it("the longest allowed address is exactly 254 characters", () => {
    expect(MAX.length).toBe(254);
    expect(LONG.length).toBe(400);
  });

  it.each(VALID)("accepts %j", async (address) => {
    const { data, error } = await anonClient().rpc("is_valid_email", {
      p_address: address,
    });
    expect(error).toBeNull();
    expect(data).toBe(true);
  });

  it.each(INVALID)("refuses %j", async (address) => {
    const { data, error } = await anonClient().rpc("is_valid_email", {
      p_address: address,
    });
    expect(error).toBeNull();
    expect(data).toBe(false);
  });
});

let admin: SupabaseClient;
let route: [TestPlace, TestPlace];

beforeAll(async () => {
  await ensureFareRules();
  admin = await adminClient();
  route = await createRoute();
});

const COLUMNS = [
  ["bookings", "customer_email"],
  ["contact_submissions", "email"],
  ["drivers", "email"],
  ["email_outbox", "to_email"],
] as const;

const ROWS: Record<string, () => Record<string, unknown>> = {
  bookings: () => bookingRow(null),
  contact_submissions: contactRow,
  drivers: driverRow,
  email_outbox: outboxRow,
};

function writer(table: string) {
  if (table === "contact_submissions") return anonClient();
  if (table === "drivers") return admin;
  return service();
}

describe("every e-mail column follows the rule", () => {
  const cases = COLUMNS.flatMap(([table, column]) =>
    [LONG, "<script>@x.io", "a@b.c0m"].map((address) => ({
      table,
      column,
      address,
    })),
  );

  it.each(cases)(
    "$table.$column refuses $address",
    async ({ table, column, address }) => {
      const answer = await writer(table)
        .from(table)
        .insert({ ...ROWS[table]!(), [column]: address });
      expect(answer.status).toBe(400);
      expect(answer.error).toMatchObject({
        code: "23514",
        message: `new row for relation "${table}" violates check constraint "${table}_${column}_valid_address"`,
      });
    },
  );

  it.each(COLUMNS)(
    "%s.%s accepts an ordinary address",
    async (table, column) => {
      const id = await insertRow(table, {
        ...ROWS[table]!(),
        [column]: "first.last+rides@mail.example.com.ng",
      });
      must(await service().from(table).delete().eq("id", id).select("id"));
    },
  );

  it("a driver without an e-mail address is still allowed", async () => {
    const id = await insertRow("drivers", { ...driverRow(), email: null });
    expect(id).toBeTruthy();
  });
});

describe("create_booking checks the address with the same rule", () => {
  it.each([
    LONG,
    "<script>@x.io",
    `${"l".repeat(65)}@example.com`,
    "ada@example.c0m",
  ])("refuses %j with a readable 400", async (address) => {
    const { data, error, status } = await anonClient().rpc(
      "create_booking",
      bookingArgs({
        p_pickup: route[0].id,
        p_dropoff: route[1].id,
        p_customer_email: address,
      }),
    );
    expect(data).toBeNull();
    expect({ status, ...error }).toMatchObject({
      status: 400,
      code: "22023",
      message: "Please enter a valid email address.",
    });
  });

  it("books with an address that uses the rule's less common characters", async () => {
    const { data, error } = await anonClient().rpc(
      "create_booking",
      bookingArgs({
        p_pickup: route[0].id,
        p_dropoff: route[1].id,
        p_customer_email: " O'Brien+Trip@Example.IE ",
      }),
    );
    expect(error).toBeNull();
    const { data: row } = await service()
      .from("bookings")
      .select("customer_email")
      .eq("id", data.id)
      .single();
    expect(row?.customer_email).toBe("o'brien+trip@example.ie");
  });
});
