import { afterAll, describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

const read = (path: string, accept: string) =>
  rest(path, { headers: { Accept: accept } });

async function setPlanEnabled(enabled: boolean): Promise<void> {
  const { error } = await serviceClient().rpc("mu_set_plan_enabled", {
    enabled,
  });
  expect(error).toBeNull();
  // The reload follows the NOTIFY asynchronously: wait until the API answers accordingly.
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const res = await read("mu_places?select=id", "application/vnd.pgrst.plan");
    await res.arrayBuffer();
    if ((res.status === 200) === enabled) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`db-plan-enabled did not become ${String(enabled)}`);
}

describe("content negotiation as PostgREST does it", () => {
  it("names every refused media type as PostgREST spells it (406 PGRST107)", async () => {
    const res = await read(
      "mu_places?select=id",
      "text/html, application/xhtml+xml;q=0.9, application/vnd.pgrst.plan",
    );
    expect(res.status).toBe(406);
    expect(await res.json()).toEqual({
      code: "PGRST107",
      details: null,
      hint: null,
      message:
        'None of these media types are available: text/html, application/vnd.pgrst.plan+text; for="application/json", application/xhtml+xml',
    });
  });

  it("picks the accepted type with the highest q", async () => {
    const res = await read(
      "mu_places?select=id,name&order=id",
      "application/json;q=0.5, text/csv",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(await res.text()).toBe("id,name\n1,Ikoyi\n2,Lekki");
  });

  it("answers application/geo+json with PostGIS's ST_AsGeoJSON, which needs PostGIS", async () => {
    // Neither PGlite nor the test PostgreSQL has PostGIS: PostgREST's GeoJSON query then fails
    // in Postgres with 42883 (404), exactly as it does behind PostgREST.
    const res = await read("mu_places?select=id,name", "application/geo+json");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: "42883",
      details: null,
      hint: "No function matches the given name and argument types. You might need to add explicit type casts.",
      message: "function st_asgeojson(record) does not exist",
    });
  });
});

describe("application/vnd.pgrst.plan (db-plan-enabled)", () => {
  afterAll(() => setPlanEnabled(false));

  it("is refused while db-plan-enabled is off, with the type's full name", async () => {
    const res = await read(
      "mu_places?select=id",
      'application/vnd.pgrst.plan+json; for="text/csv"; options=verbose|analyze',
    );
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({
      code: "PGRST107",
      message:
        'None of these media types are available: application/vnd.pgrst.plan+json; for="text/csv"; options=analyze|verbose',
    });
  });

  it("explains a read as text once enabled", async () => {
    await setPlanEnabled(true);
    const res = await read(
      "mu_places?select=name&id=eq.1",
      "application/vnd.pgrst.plan",
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    const text = await res.text();
    expect(text).toMatch(/^Aggregate/);
    expect(text).toContain("mu_places");
  });

  it("explains as JSON, with EXPLAIN's options", async () => {
    await setPlanEnabled(true);
    const res = await read(
      "mu_places?select=name",
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze',
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(
      'application/vnd.pgrst.plan+json; for="application/json"; options=analyze; charset=utf-8',
    );
    const [explained] = (await res.json()) as {
      Plan: Record<string, unknown>;
    }[];
    expect(explained?.Plan["Node Type"]).toBe("Aggregate");
    expect(explained?.Plan["Actual Rows"]).toBe(1);
  });

  it("explains an insert without running it", async () => {
    await setPlanEnabled(true);
    const res = await rest("mu_settings", {
      method: "POST",
      key: runtime().serviceRoleKey,
      headers: { Accept: "application/vnd.pgrst.plan+json" },
      body: JSON.stringify({ id: -1, label: "explained only" }),
    });
    expect(res.status).toBe(200);
    const [explained] = (await res.json()) as {
      Plan: Record<string, unknown>;
    }[];
    expect(JSON.stringify(explained?.Plan)).toContain('"Operation":"Insert"');
    const { data } = await serviceClient()
      .from("mu_settings")
      .select("id")
      .eq("id", -1);
    expect(data).toEqual([]);
  });

  it("explains function calls, scalar and set-returning", async () => {
    await setPlanEnabled(true);
    const scalar = await read(
      "rpc/rpco_double?x=21",
      "application/vnd.pgrst.plan+json",
    );
    expect(scalar.status).toBe(200);
    const [explained] = (await scalar.json()) as {
      Plan: Record<string, unknown>;
    }[];
    expect(explained?.Plan["Node Type"]).toBeTypeOf("string");
    const rows = await read(
      "rpc/agg_orders_of?customer=1&select=id",
      "application/vnd.pgrst.plan",
    );
    expect(rows.status).toBe(200);
    expect(rows.headers.get("content-type")).toBe(
      'application/vnd.pgrst.plan+text; for="application/json"; charset=utf-8',
    );
    expect(await rows.text()).toMatch(/Aggregate/);
  });

  it("is refused on function calls too while db-plan-enabled is off", async () => {
    await setPlanEnabled(false);
    const res = await read(
      "rpc/rpco_double?x=21",
      "application/vnd.pgrst.plan",
    );
    expect(res.status).toBe(406);
    expect(await res.json()).toMatchObject({ code: "PGRST107" });
  });
});
