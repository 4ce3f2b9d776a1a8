import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

describe("REST single objects and CSV", () => {
  const db = anonClient();

  it("returns one object for .single()", async () => {
    const { data, error, status } = await db
      .from("rest_zones")
      .select("id, name")
      .eq("id", 2)
      .single();
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data).toEqual({ id: 2, name: "Mainland" });
    const res = await rest("rest_zones?select=name&id=eq.2", {
      headers: { Accept: "application/vnd.pgrst.object+json" },
    });
    expect(res.headers.get("content-type")).toBe(
      "application/vnd.pgrst.object+json; charset=utf-8",
    );
    expect(await res.text()).toBe('{"name":"Mainland"}');
  });

  it("answers .single() with 406 PGRST116 for zero or several rows", async () => {
    const none = await db.from("rest_zones").select("id").eq("id", 99).single();
    expect(none.status).toBe(406);
    expect(none.data).toBeNull();
    expect(none.error).toEqual({
      code: "PGRST116",
      details: "The result contains 0 rows",
      hint: null,
      message: "Cannot coerce the result to a single JSON object",
    });
    const many = await db.from("rest_zones").select("id").single();
    expect(many.status).toBe(406);
    expect(many.error).toMatchObject({
      code: "PGRST116",
      details: "The result contains 3 rows",
    });
  });

  it("lets .maybeSingle() yield null for no row and an error for several", async () => {
    const none = await db
      .from("rest_zones")
      .select("id")
      .eq("id", 99)
      .maybeSingle();
    expect(none.error).toBeNull();
    expect(none.data).toBeNull();
    const one = await db
      .from("rest_zones")
      .select("id")
      .eq("id", 1)
      .maybeSingle();
    expect(one.data).toEqual({ id: 1 });
    const many = await db.from("rest_zones").select("id").maybeSingle();
    expect(many.error).toMatchObject({ code: "PGRST116" });
  });

  it("renders CSV with a header row", async () => {
    const { data, error } = await db
      .from("rest_zones")
      .select("id, name")
      .order("id")
      .csv();
    expect(error).toBeNull();
    expect(data).toBe("id,name\n1,Island\n2,Mainland\n3,Airport");
    const res = await rest(
      "rest_trips?select=id,pickup,tags&id=in.(2,3)&order=id",
      { headers: { Accept: "text/csv" } },
    );
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await res.text()).toBe(
      'id,pickup,tags\n2,"Lekki Phase 1",{}\n3,"Victoria Island","{vip,night}"',
    );
  });

  it("refuses media types it cannot produce with 406 PGRST107", async () => {
    const res = await rest("rest_zones?select=id", {
      headers: { Accept: "application/xml" },
    });
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({
      code: "PGRST107",
      message: "None of these media types are available: application/xml",
    });
  });
});
