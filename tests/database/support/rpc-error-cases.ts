import type { SupabaseClient } from "@supabase/supabase-js";

import {
  bookingArgs,
  type BookingReceipt,
  type TestDriver,
  type TestPlace,
  type TestVehicle,
} from "./fixtures-functions.ts";

/** What a caller can get wrong, per function, and the 4xx answer each mistake must get. */

export interface World {
  anon: SupabaseClient;
  customer: SupabaseClient;
  owner: SupabaseClient;
  admin: SupabaseClient;
  route: [TestPlace, TestPlace];
  pending: BookingReceipt;
  cancelled: BookingReceipt;
  driver: TestDriver;
  inactiveDriver: TestDriver;
  vehicle: TestVehicle;
}

export interface Answer {
  data: unknown;
  error: { code?: string; message?: string } | null;
  status: number;
}

/** "<status> <code> <message>", e.g. "404 PT404 Booking not found." */
type Expected = string | ((w: World) => string);

export interface ErrorCase {
  fn: string;
  label: string;
  call: (w: World) => PromiseLike<Answer>;
  expected: Expected;
}

export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** The status, code and message an expected answer names. */
export function parseExpected(expected: Expected, w: World) {
  const text = typeof expected === "function" ? expected(w) : expected;
  const [, status, code, message] = /^(\d{3}) (\S+) (.*)$/s.exec(text)!;
  return { status: Number(status), code, message };
}

const when = (
  fn: string,
  label: string,
  call: ErrorCase["call"],
  expected: Expected,
): ErrorCase => ({ fn, label, call, expected });

const quote = (label: string, args: object, expected: Expected) =>
  when(
    "quote_fare",
    label,
    (w) =>
      w.anon.rpc("quote_fare", {
        pickup: w.route[0].id,
        dropoff: w.route[1].id,
        ...args,
      }),
    expected,
  );

const book = (label: string, args: object, expected: Expected) =>
  when(
    "create_booking",
    label,
    (w) =>
      w.anon.rpc(
        "create_booking",
        bookingArgs({
          p_pickup: w.route[0].id,
          p_dropoff: w.route[1].id,
          ...args,
        }),
      ),
    expected,
  );

type Ids = {
  booking?: string;
  driver?: string | null;
  vehicle?: string | null;
};
const assign = (
  label: string,
  actor: "anon" | "customer" | "admin",
  ids: (w: World) => Ids,
  expected: Expected,
) =>
  when(
    "assign_booking",
    label,
    (w) => {
      const { booking = w.pending.id, ...rest } = ids(w);
      return w[actor].rpc("assign_booking", {
        p_booking_id: booking,
        p_driver_id: "driver" in rest ? rest.driver : w.driver.id,
        p_vehicle_id: "vehicle" in rest ? rest.vehicle : w.vehicle.id,
      });
    },
    expected,
  );

const setStatus = (
  label: string,
  actor: "customer" | "admin",
  booking: (w: World) => string,
  status: unknown,
  expected: Expected,
) =>
  when(
    "set_booking_status",
    label,
    (w) =>
      w[actor].rpc("set_booking_status", {
        p_booking_id: booking(w),
        p_status: status,
      }),
    expected,
  );

const EMAIL = "400 22023 Please enter a valid email address.";
const pending = (w: World) => w.pending.id;
const unknown = () => UNKNOWN_ID;

// A table: one line per case reads better than Prettier's wrapping.
// prettier-ignore
export const ERROR_CASES: ErrorCase[] = [
  quote("an unknown pickup", { pickup: "Atlantis Gardens" }, "404 PT404 Unknown place: Atlantis Gardens"),
  quote("an unknown drop-off", { dropoff: "Nowhere Junction" }, "404 PT404 Unknown place: Nowhere Junction"),
  quote("a blank pickup", { pickup: "  " }, "400 22023 Choose a pickup location."),
  quote("a missing drop-off", { dropoff: null }, "400 22023 Choose a destination."),
  quote("an unknown service", { service: "helicopter" }, '400 22P02 invalid input value for enum service_type: "helicopter"'),
  quote("a time that is not a time", { pickup_at: "soon" }, '400 22007 invalid input syntax for type timestamp with time zone: "soon"'),
  when("quote_fare", "the same place at both ends", (w) => w.anon.rpc("quote_fare", { pickup: w.route[0].id, dropoff: w.route[0].name }), "400 22023 Pickup and destination must be different."),

  book("an unknown place", { p_dropoff: "Atlantis Gardens" }, "404 PT404 Unknown place: Atlantis Gardens"),
  book("a 400-character e-mail address", { p_customer_email: `${"a".repeat(60)}@${"b".repeat(335)}.com` }, EMAIL),
  book("a markup e-mail address", { p_customer_email: "<script>@x.io" }, EMAIL),
  book("a blank name", { p_customer_name: " " }, "400 22023 Please enter your full name."),
  book("a bad phone", { p_customer_phone: "12345" }, "400 22023 Please enter a valid Nigerian mobile number, e.g. 0803 123 4567."),
  book("a past pickup time", { p_booking_time: "2020-01-01T09:00:00Z" }, "400 22023 The pickup time must be in the future."),
  book("no request key", { p_idempotency_key: null }, "400 22023 A booking request key is required."),
  book("a request key that is not a uuid", { p_idempotency_key: "abc" }, '400 22P02 invalid input syntax for type uuid: "abc"'),

  assign("an unknown booking", "admin", () => ({ booking: UNKNOWN_ID }), "404 PT404 Booking not found."),
  assign("an unknown driver", "admin", () => ({ driver: UNKNOWN_ID }), "404 PT404 Driver not found."),
  assign("an unknown vehicle", "admin", () => ({ vehicle: UNKNOWN_ID }), "404 PT404 Vehicle not found."),
  assign("no driver", "admin", () => ({ driver: null }), "400 22023 Choose a driver and a vehicle."),
  assign("an inactive driver", "admin", (w) => ({ driver: w.inactiveDriver.id }), (w) => `400 P0001 ${w.inactiveDriver.name} is inactive.`),
  assign("a cancelled booking", "admin", (w) => ({ booking: w.cancelled.id }), (w) => `400 P0001 Only pending or confirmed bookings can be assigned; ${w.cancelled.reference} is cancelled.`),
  assign("a customer", "customer", () => ({}), "403 42501 Only administrators can assign bookings."),
  assign("an anonymous visitor", "anon", () => ({}), "401 42501 permission denied for function assign_booking"),

  setStatus("an unknown booking", "admin", unknown, "confirmed", "404 PT404 Booking not found."),
  setStatus("no status", "admin", pending, null, "400 22023 Choose a status."),
  setStatus("a status that does not exist", "admin", pending, "teleported", '400 22P02 invalid input value for enum booking_status: "teleported"'),
  setStatus("a skipped step", "admin", pending, "completed", "400 P0001 A pending booking cannot become completed."),
  setStatus("confirming without an assignment", "admin", pending, "confirmed", (w) => `400 P0001 Assign a driver and a vehicle before confirming ${w.pending.reference}.`),
  setStatus("a customer", "customer", pending, "cancelled", "403 42501 Only administrators can change bookings."),
  setStatus("cancelling without a reason", "admin", pending, "cancelled", "400 22023 Give a reason for cancelling."),

  when("dispatch_candidates", "an unknown booking", (w) => w.admin.rpc("dispatch_candidates", { p_booking_id: UNKNOWN_ID }), "404 PT404 Booking not found."),
  when("dispatch_candidates", "a customer", (w) => w.customer.rpc("dispatch_candidates", { p_booking_id: w.pending.id }), "403 42501 Only administrators can assign bookings."),
  when("dispatch_candidates", "an owner", (w) => w.owner.rpc("dispatch_candidates", { p_booking_id: w.pending.id }), "403 42501 Only administrators can assign bookings."),
  when("dispatch_candidates", "an anonymous visitor", (w) => w.anon.rpc("dispatch_candidates", { p_booking_id: w.pending.id }), "401 42501 permission denied for function dispatch_candidates"),
];
