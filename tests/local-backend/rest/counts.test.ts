import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

/**
 * Count strategies on rest_count_rows (3 000 rows; bucket a: 2 400, b: 500, c: 100) with the
 * fixture's max_rows of 1000: exact counts, planned estimates, and estimated counts that are
 * exact up to max_rows and the planner's estimate past it. The table was analyzed at 3 600 rows
 * before 600 were deleted, so the planner's whole-table estimate (3 600) differs from the count.
 */
describe("REST count strategies", () => {
  const db = anonClient();
  const TOTAL = 3000;
  const PLANNED = 3600;
  const near = (value: number | null, expected: number) => {
    expect(value).not.toBeNull();
    expect(value!).toBeGreaterThanOrEqual(expected * 0.5);
    expect(value!).toBeLessThanOrEqual(expected * 1.5);
  };
  const totalOf = (res: Response) =>
    Number(res.headers.get("content-range")!.split("/")[1]);

  it("counts exactly with count=exact, filters included", async () => {
    const all = await db
      .from("rest_count_rows")
      .select("id", { count: "exact" })
      .range(0, 9);
    expect(all.count).toBe(TOTAL);
    const filtered = await db
      .from("rest_count_rows")
      .select("id", { count: "exact" })
      .eq("bucket", "b")
      .range(0, 9);
    expect(filtered.count).toBe(500);
  });

  it("answers count=estimated exactly at or below max_rows", async () => {
    const small = await db
      .from("rest_count_rows")
      .select("id", { count: "estimated" })
      .eq("bucket", "b")
      .range(0, 9);
    expect(small.status).toBe(206);
    expect(small.count).toBe(500);
    const tiny = await db
      .from("rest_count_rows")
      .select("id", { count: "estimated" })
      .eq("bucket", "c")
      .lt("id", 2950);
    expect(tiny.count).toBe(49);
    const edge = await db
      .from("rest_count_rows")
      .select("id", { count: "estimated", head: true })
      .lte("id", 1000);
    expect(edge.count).toBe(1000);
  });

  it("answers count=estimated with the planner's estimate past max_rows", async () => {
    const res = await rest("rest_count_rows?select=id&limit=25", {
      headers: { Prefer: "count=estimated" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toMatch(/^0-24\/\d+$/);
    const estimated = totalOf(res);
    near(estimated, TOTAL);
    // The plan's estimate, not a count: neither the full count nor the capped one (1001).
    expect(estimated).toBe(PLANNED);
    const planned = await rest("rest_count_rows?select=id&limit=25", {
      headers: { Prefer: "count=planned" },
    });
    expect(totalOf(planned)).toBe(PLANNED);
  });

  it("estimates past max_rows with filters applied", async () => {
    const some = await rest(
      "rest_count_rows?select=id&bucket=eq.a&amount=gte.0&limit=5",
      { headers: { Prefer: "count=estimated" } },
    );
    near(totalOf(some), 2400);
    const planned = await rest(
      "rest_count_rows?select=id&bucket=eq.a&amount=gte.0&limit=5",
      { headers: { Prefer: "count=planned" } },
    );
    expect(totalOf(some)).toBe(totalOf(planned));
  });

  it("answers count=planned with the planner's estimate, filters included", async () => {
    const all = await db
      .from("rest_count_rows")
      .select("id", { count: "planned" })
      .range(0, 9);
    expect(all.status).toBe(206);
    expect(all.count).toBe(PLANNED);
    const filtered = await db
      .from("rest_count_rows")
      .select("id", { count: "planned" })
      .eq("bucket", "c")
      .range(0, 9);
    near(filtered.count, 100);
    // Below max_rows planned stays an estimate; it need not equal the exact 100.
    const ranged = await db
      .from("rest_count_rows")
      .select("id", { count: "planned" })
      .in("bucket", ["b", "c"])
      .gt("id", 2500);
    near(ranged.count, 500);
  });

  it("counts on HEAD with every strategy", async () => {
    for (const prefer of ["exact", "planned", "estimated"]) {
      const res = await rest("rest_count_rows?select=id&limit=10", {
        method: "HEAD",
        headers: { Prefer: `count=${prefer}` },
      });
      expect(res.status).toBe(206);
      expect(await res.text()).toBe("");
      const total = totalOf(res);
      expect(total).toBe(prefer === "exact" ? TOTAL : PLANNED);
    }
    const head = await db
      .from("rest_count_rows")
      .select("id", { count: "estimated", head: true })
      .eq("bucket", "b");
    expect(head.count).toBe(500);
    expect(head.data).toBeNull();
  });

  it("never reports an estimate below the rows of the page", async () => {
    const res = await rest(
      "rest_count_rows?select=id&id=gte.2991&bucket=eq.c&order=id",
      { headers: { Prefer: "count=planned" } },
    );
    const rows = (await res.json()) as unknown[];
    expect(rows).toHaveLength(10);
    expect(totalOf(res)).toBeGreaterThanOrEqual(10);
  });

  it("counts set-returning functions with planned and estimated", async () => {
    const estimated = await db
      .rpc(
        "rest_trips_by_status",
        { wanted: "completed" },
        {
          count: "estimated",
        },
      )
      .select("id");
    expect(estimated.count).toBe(2);
    const planned = await db.rpc(
      "rest_trips_by_status",
      { wanted: "completed" },
      {
        count: "planned",
        head: true,
      },
    );
    expect(planned.error).toBeNull();
    expect(planned.count).toBeGreaterThanOrEqual(1);
  });
});
