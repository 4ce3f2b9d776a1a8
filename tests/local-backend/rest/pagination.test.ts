import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

describe("REST ordering, paging and counting", () => {
  const db = anonClient();

  it("orders by several columns with directions and null placement", async () => {
    const { data } = await db
      .from("rest_trips")
      .select("id, fare")
      .order("fare", { ascending: false, nullsFirst: true })
      .order("id");
    expect(data!.map((r) => r.id)).toEqual([3, 1, 2, 5, 4]);
    const nullsLast = await db
      .from("rest_trips")
      .select("id")
      .order("rider_id", { nullsFirst: false })
      .order("id", { ascending: false });
    expect(nullsLast.data!.map((r) => r.id)).toEqual([4, 1, 2, 5, 3]);
    const json = await db
      .from("rest_fleets")
      .select("id")
      .order("specs->>color");
    expect(json.data!.map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it("pages with limit/offset (range) and reports Content-Range", async () => {
    const res = await rest("rest_trips?select=id&order=id&offset=1&limit=2");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-range")).toBe("1-2/*");
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }]);
    const { data } = await db
      .from("rest_trips")
      .select("id")
      .order("id")
      .range(3, 10);
    expect(data).toEqual([{ id: 4 }, { id: 5 }]);
  });

  it("counts exactly with 206 for a partial page and 200 for a complete one", async () => {
    const partial = await db
      .from("rest_trips")
      .select("id", { count: "exact" })
      .order("id")
      .range(0, 1);
    expect(partial.status).toBe(206);
    expect(partial.count).toBe(5);
    const res = await rest("rest_trips?select=id&order=id&limit=2", {
      headers: { Prefer: "count=exact" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("0-1/5");
    const whole = await db
      .from("rest_trips")
      .select("id", { count: "planned" });
    expect(whole.status).toBe(200);
    expect(whole.count).toBe(5);
    const estimated = await db
      .from("rest_trips")
      .select("id", { count: "estimated" })
      .eq("status", "completed");
    expect(estimated.count).toBe(2);
  });

  it("uses */0 and */* for empty results", async () => {
    const counted = await rest("rest_trips?select=id&id=eq.999", {
      headers: { Prefer: "count=exact" },
    });
    expect(counted.status).toBe(200);
    expect(counted.headers.get("content-range")).toBe("*/0");
    const plain = await rest("rest_trips?select=id&id=eq.999");
    expect(plain.headers.get("content-range")).toBe("*/*");
    expect(await plain.json()).toEqual([]);
  });

  it("answers 416 when the offset is past the counted total", async () => {
    const res = await rest("rest_trips?select=id&offset=10", {
      headers: { Prefer: "count=exact" },
    });
    expect(res.status).toBe(416);
    expect(await res.json()).toMatchObject({
      code: "PGRST103",
      details: "An offset of 10 was requested, but there are only 5 rows.",
    });
  });

  it("honours the Range header", async () => {
    const res = await rest("rest_trips?select=id&order=id", {
      headers: { Range: "1-3", "Range-Unit": "items" },
    });
    expect(res.headers.get("content-range")).toBe("1-3/*");
    expect(await res.json()).toEqual([{ id: 2 }, { id: 3 }, { id: 4 }]);
  });

  it("answers HEAD with the same status and headers, and no body", async () => {
    const { data, count, status, error } = await db
      .from("rest_trips")
      .select("*", { count: "exact", head: true })
      .eq("status", "completed");
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toBeNull();
    expect(count).toBe(2);
    const res = await rest("rest_trips?select=id&limit=1", {
      method: "HEAD",
      headers: { Prefer: "count=exact" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("0-0/5");
    expect(await res.text()).toBe("");
  });

  it("caps every top-level read at max_rows", async () => {
    const res = await rest("rest_counter?select=n", {
      headers: { Prefer: "count=exact" },
    });
    expect(res.status).toBe(206);
    expect(res.headers.get("content-range")).toBe("0-999/1005");
    expect((await res.json()).length).toBe(1000);
    const { data } = await db
      .from("rest_counter")
      .select("n")
      .order("n")
      .range(990, 1004);
    expect(data).toHaveLength(15);
    const asked = await rest("rest_counter?select=n&limit=2000");
    expect((await asked.json()).length).toBe(1000);
  });
});
