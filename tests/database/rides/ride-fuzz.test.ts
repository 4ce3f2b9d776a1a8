import type { SupabaseClient } from "@supabase/supabase-js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import { createRide, type TestRide } from "../support/ride-fixtures.ts";

/**
 * The rider's functions with arbitrary arguments, by a visitor and by the booking's customer,
 * against real rides with real tokens (so calls reach past the token check): no call is answered
 * with a 5xx, every refusal is one of the contract's sentences, and afterwards the rides keep the
 * rules (a cancellation by the rider has a reason and says so; at most one rating per ride, 1..5).
 */

const SENTENCES = new Set([
  "Ride not found.",
  "Only the person who booked this ride can cancel it.",
  "Only the person who booked this ride can rate it.",
  "This ride can no longer be cancelled.",
  "Please tell us why you are cancelling.",
  "The reason must be 500 characters or fewer.",
  "A rating is a whole number from 1 to 5.",
  "A comment can be at most 500 characters.",
  "You can rate a ride once it is completed.",
  "This ride has already been rated.",
  "Choose upcoming or past rides.",
  "Show between 1 and 50 rides at a time.",
  "The page must be 0 or more.",
]);
const CUTOFF =
  /^Free cancellation closed \d+ minutes before pickup\. Please call us to cancel this ride\.$/;

let rides: TestRide[];
let clients: Record<"anon" | "customer", SupabaseClient>;

beforeAll(async () => {
  const customer = await signedInClient();
  clients = { anon: anonClient(), customer: customer.client };
  rides = [];
  for (const [status, minutes] of [
    ["pending", 600],
    ["confirmed", 30],
    ["confirmed", 3000],
    ["completed", -300],
    ["completed", -900],
    ["in-progress", -20],
    ["cancelled", 400],
  ] as const) {
    rides.push(await createRide({ status, minutes, userId: customer.userId }));
  }
});

const awkward = fc.constantFrom(
  null,
  "",
  " ",
  "\u0000",
  "'; drop table bookings; --",
  "x".repeat(100_000),
  "é".repeat(501),
  "\t\n",
  "%",
  "EKO-",
  12,
  true,
  { a: 1 },
  [1, 2],
);

function refOf() {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...rides.map((r) => r.reference)) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...rides.map((r) => r.reference.toLowerCase()),
      ),
    },
    { weight: 1, arbitrary: awkward },
  );
}
function tokenOf() {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...rides.map((r) => r.manage)) },
    { weight: 2, arbitrary: fc.constantFrom(...rides.map((r) => r.share)) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: awkward },
  );
}
const text = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom("Plans changed.", "a".repeat(500), "a".repeat(501)),
  awkward,
);
const rating = fc.oneof(
  fc.integer({ min: -3, max: 8 }),
  fc.constantFrom(
    1,
    5,
    4.5,
    1e308,
    -0,
    "3",
    "three",
    "NaN",
    "Infinity",
    null,
    2_147_483_648,
  ),
);

// Built once the rides exist.
/** Mostly a ride's own reference with its manage or share token (or none), sometimes any mix. */
function linkOf(): fc.Arbitrary<{ p_reference: unknown; p_token: unknown }> {
  const own = fc
    .record({
      ride: fc.constantFrom(...rides),
      lower: fc.boolean(),
      token: fc.constantFrom("manage", "share", "none"),
    })
    .map(({ ride, lower, token }) => ({
      p_reference: lower ? ride.reference.toLowerCase() : ride.reference,
      p_token:
        token === "manage"
          ? ride.manage
          : token === "share"
            ? ride.share
            : null,
    }));
  const mixed = fc.record({ p_reference: refOf(), p_token: tokenOf() });
  return fc.oneof(
    { weight: 3, arbitrary: own },
    { weight: 1, arbitrary: mixed },
  );
}

// Built once the rides exist.
const callsFor = (): Record<string, fc.Arbitrary<Record<string, unknown>>> => ({
  ride_status: linkOf(),
  cancel_ride: fc
    .tuple(linkOf(), text)
    .map(([link, p_reason]) => ({ ...link, p_reason })),
  rate_ride: fc
    .tuple(linkOf(), rating, text)
    .map(([link, p_rating, p_comment]) => ({ ...link, p_rating, p_comment })),
  my_rides: fc.record({
    p_scope: fc.oneof(fc.constantFrom("upcoming", "past"), awkward),
    p_limit: fc.oneof(fc.integer({ min: -5, max: 80 }), awkward),
    p_offset: fc.oneof(fc.integer({ min: -5, max: 3_000_000 }), awkward),
  }),
});
const FUNCTIONS = ["ride_status", "cancel_ride", "rate_ride", "my_rides"];

describe("the rider's functions take any argument", () => {
  it.each(FUNCTIONS)(
    "%s: never a 5xx, refusals in the contract's words",
    async (fn) => {
      const seen = new Set<string>();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom("anon", "customer") as fc.Arbitrary<
            "anon" | "customer"
          >,
          callsFor()[fn]!,
          fc.boolean(),
          async (actor, args, get) => {
            const query = get
              ? Object.fromEntries(
                  Object.entries(args).map(([k, v]) => [
                    k,
                    typeof v === "string" ? v : JSON.stringify(v),
                  ]),
                )
              : args;
            const { status, error } = await clients[actor].rpc(fn, query, {
              get,
            });
            expect(status, JSON.stringify(error)).toBeGreaterThanOrEqual(200);
            expect(status, JSON.stringify(error)).toBeLessThan(500);
            if (
              error?.code &&
              (["PT404", "P0001", "22023", "23505"].includes(error.code) ||
                // A visitor may not call my_rides at all: PostgreSQL's own 42501.
                (error.code === "42501" && fn !== "my_rides"))
            ) {
              expect(
                SENTENCES.has(error.message) || CUTOFF.test(error.message),
                error.message,
              ).toBe(true);
              seen.add(error.message);
            }
          },
        ),
        { numRuns: 80 },
      );
      // The calls reached past the token check, into each function's own rules.
      const deep: Record<string, string> = {
        ride_status: "Ride not found.",
        cancel_ride: "Only the person who booked this ride can cancel it.",
        rate_ride: "A rating is a whole number from 1 to 5.",
        my_rides: "Choose upcoming or past rides.",
      };
      expect([...seen]).toContain(deep[fn]);
    },
    120_000,
  );

  it("leaves every ride within its rules", async () => {
    const ids = rides.map((r) => r.id);
    const { data: bookings } = await service()
      .from("bookings")
      .select("id, status, cancelled_by, cancellation_reason")
      .in("id", ids);
    for (const b of bookings ?? []) {
      if (b.status === "cancelled")
        expect(["rider", "operator"]).toContain(b.cancelled_by);
      if (b.cancelled_by === "rider") {
        expect(b.cancellation_reason).toMatch(/\S/);
        expect(String(b.cancellation_reason).length).toBeLessThanOrEqual(500);
      }
    }
    // The ride 30 minutes away was past the cut-off all along.
    expect(bookings?.find((b) => b.id === rides[1]!.id)?.status).toBe(
      "confirmed",
    );
    const { data: ratings } = await service()
      .from("ride_ratings")
      .select("booking_id, rating, comment")
      .in("booking_id", ids);
    for (const r of ratings ?? []) {
      expect([rides[3]!.id, rides[4]!.id]).toContain(r.booking_id);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      if (r.comment !== null) expect(r.comment.length).toBeLessThanOrEqual(500);
    }
  });
});
