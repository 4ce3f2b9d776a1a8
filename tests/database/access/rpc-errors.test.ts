import { beforeAll, describe, expect, it } from "vitest";

import { anonClient, signedInClient } from "../../local-backend/support.ts";
import { service } from "../support/actors.ts";
import {
  adminClient,
  createBooking,
  createDriver,
  createRoute,
  createVehicle,
  ensureFareRules,
  PROPOSED_FARE_RULES,
} from "../support/fixtures-functions.ts";
import {
  ERROR_CASES,
  parseExpected,
  UNKNOWN_ID,
  type Answer,
  type ErrorCase,
  type World,
} from "../support/rpc-error-cases.ts";

/**
 * Every error a caller can cause is a 4xx with a sentence, never a 500: PostgREST answers 500 for
 * the P0 class (P0002 no_data_found included), which clients, monitoring and retries read as a
 * server fault. Each case calls the function through supabase-js and checks the HTTP status.
 */

let w: World;

function must(answer: { error: unknown }) {
  if (answer.error) throw answer.error;
}

beforeAll(async () => {
  await ensureFareRules();
  const admin = await adminClient();
  const route = await createRoute();
  const cancelled = await createBooking(anonClient(), route);
  must(
    await admin.rpc("set_booking_status", {
      p_booking_id: cancelled.id,
      p_status: "cancelled",
      p_reason: "The customer called to cancel.",
    }),
  );
  w = {
    anon: anonClient(),
    customer: (await signedInClient()).client,
    owner: (await signedInClient({ appMetadata: { role: "owner" } })).client,
    admin,
    route,
    pending: await createBooking(anonClient(), route),
    cancelled,
    driver: await createDriver(),
    inactiveDriver: await createDriver({ status: "inactive" }),
    vehicle: await createVehicle(),
  };
});

function expectAnswer(answer: Answer, expected: ErrorCase["expected"]) {
  expect(answer.data).toBeNull();
  expect({ status: answer.status, ...answer.error }).toMatchObject(
    parseExpected(expected, w),
  );
}

describe("dispatch and booking functions answer caller mistakes with a 4xx", () => {
  it.each(ERROR_CASES)("$fn: $label", async (c) => {
    expectAnswer(await c.call(w), c.expected);
  });
});

describe("reports, dashboards and helpers refuse the wrong caller with a 4xx", () => {
  const refusals = [
    [
      "dashboard_stats",
      "customer",
      "403 42501 Only administrators can see the dashboard.",
    ],
    [
      "dashboard_stats",
      "anon",
      "401 42501 permission denied for function dashboard_stats",
    ],
    [
      "report_totals",
      "owner",
      "403 42501 Only administrators can see revenue reports.",
    ],
    [
      "owner_report_totals",
      "customer",
      "403 42501 Only vehicle owners can see owner reports.",
    ],
    [
      "owner_reports",
      "admin",
      "403 42501 Only vehicle owners can see owner reports.",
    ],
    [
      "normalize_ng_phone",
      "anon",
      "401 42501 permission denied for function normalize_ng_phone",
    ],
    [
      "new_booking_reference",
      "customer",
      "403 42501 permission denied for function new_booking_reference",
    ],
  ] as const;

  it.each(refusals)("%s: %s", async (fn, actor, expected) => {
    const args = fn === "normalize_ng_phone" ? { p_phone: "0803" } : {};
    expectAnswer(await w[actor].rpc(fn, args), expected);
  });

  it("report_totals: a start month after the end month", async () => {
    const answer = await w.admin.rpc("report_totals", {
      p_from: "2026-05-01",
      p_to: "2026-01-01",
    });
    expectAnswer(
      answer,
      "400 22023 The start month must be on or before the end month.",
    );
  });

  it("an unknown argument is a 404 from the schema cache", async () => {
    const { status, error } = await w.anon.rpc("list_public_fleet", {
      p_owner: UNKNOWN_ID,
    });
    expect({ status, code: error?.code }).toEqual({
      status: 404,
      code: "PGRST202",
    });
  });
});

describe("the booking status guard answers a direct edit with a 4xx", () => {
  it("an administrator's direct skip from pending to completed", async () => {
    const answer = await w.admin
      .from("bookings")
      .update({ status: "completed" })
      .eq("id", w.pending.id)
      .select("id");
    expectAnswer(
      answer,
      "400 P0001 A pending booking cannot become completed.",
    );
  });
});

describe("quote_fare for a service without fare rules", () => {
  it("answers 404 and names the service", async () => {
    const fallback = PROPOSED_FARE_RULES.find(
      (r) => r.service_type === "corporate",
    )!;
    const { data: removed } = await service()
      .from("fare_rules")
      .delete()
      .eq("service_type", "corporate")
      .select();
    try {
      const answer = await w.anon.rpc("quote_fare", {
        pickup: w.route[0].id,
        dropoff: w.route[1].id,
        service: "corporate",
      });
      expectAnswer(answer, "404 PT404 No fares are set for corporate rides.");
    } finally {
      must(
        await service()
          .from("fare_rules")
          .upsert(removed?.[0] ?? fallback),
      );
    }
  });
});
