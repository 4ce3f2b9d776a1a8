import { afterAll, beforeAll, describe, expect, test } from "vitest";

import {
  bookingsPageCases,
  fetchBookingsList,
  type BookingsListQuery,
} from "../../../bench/bookings-page.ts";
import {
  LARGE_BOOKINGS,
  prepareDatabaseBench,
  type DatabaseBench,
} from "../../../bench/database.ts";
import {
  captureStatements,
  splitRequest,
} from "../../../bench/statement-capture.ts";

/**
 * The admin bookings list at 100 000 bookings, as an admin (so under the bookings row policy):
 * searches and the status filter reach bookings through their indexes. Each request is captured
 * as the runtime sends it and replayed under EXPLAIN with the same role and claims.
 */

interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

let bench: DatabaseBench;
let capturer: ReturnType<typeof captureStatements>;

beforeAll(async () => {
  bench = await prepareDatabaseBench({
    databaseUrl: process.env.DATABASE_URL,
    suffix: "_search_plans",
  });
  capturer = captureStatements(bench.db);
}, 300_000);

afterAll(async () => {
  await bench?.stop();
});

const flatten = (plan: PlanNode): PlanNode[] => [
  plan,
  ...(plan.Plans ?? []).flatMap(flatten),
];

/** The nodes of the plan that reads the list (the request's last statement). */
async function planOf(search: BookingsListQuery): Promise<PlanNode[]> {
  const { context, read } = splitRequest(
    await capturer.capture(() => fetchBookingsList(bench.admin, search)),
  );
  return capturer.replay(async (tx) => {
    for (const s of context) await tx.query(s.sql, s.params);
    const { rows } = await tx.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
      `explain (format json) ${read.sql}`,
      read.params,
    );
    return flatten(rows[0]!["QUERY PLAN"][0].Plan);
  });
}

const bookingsNodes = (plan: PlanNode[]) =>
  plan.filter((n) => n["Relation Name"] === "bookings");

describe(`the bookings list at ${LARGE_BOOKINGS.toLocaleString("en")} bookings`, () => {
  test.each([
    ["search by reference", "bookings_search_code_idx"],
    ["search by phone", "bookings_search_phone_idx"],
    ["status filter", "bookings_status_key_created_at_idx"],
  ])("%s reads bookings through %s", async (name, index) => {
    const cases = await bookingsPageCases(bench.db);
    const plan = await planOf(cases.find((c) => c.name === name)!.search(3));
    expect(bookingsNodes(plan).map((n) => n["Node Type"])).not.toContain(
      "Seq Scan",
    );
    expect(plan.map((n) => n["Index Name"])).toContain(index);
  });

  test("a name search is a bitmap OR of the name, surname and e-mail indexes", async () => {
    const plan = await planOf({ q: "Adaeze" });
    expect(bookingsNodes(plan).map((n) => n["Node Type"])).not.toContain(
      "Seq Scan",
    );
    expect(plan.map((n) => n["Index Name"])).toEqual(
      expect.arrayContaining([
        "bookings_search_name_idx",
        "bookings_search_surname_idx",
        "bookings_search_email_idx",
      ]),
    );
  });
});
