import { describe, expect, it } from "vitest";

import { runtime } from "../support.ts";
import { rest } from "./rest-helpers.ts";

async function rpcPaths(key?: string): Promise<string[]> {
  const res = await rest("", {
    key,
    headers: { Accept: "application/openapi+json" },
  });
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, unknown> };
  return Object.keys(doc.paths).filter((path) => path.startsWith("/rpc/"));
}

describe("OpenAPI root: functions", () => {
  it("lists a function only for a role that may execute it", async () => {
    const anon = await rpcPaths();
    expect(anon).toContain("/rpc/rpco_double");
    expect(anon).not.toContain("/rpc/rpco_private");
    expect(anon).not.toContain("/rpc/rpco_set_tx_end");

    const service = await rpcPaths(runtime().serviceRoleKey);
    expect(service).toContain("/rpc/rpco_private");
    expect(service).toContain("/rpc/rpco_set_tx_end");
  });

  it("leaves out functions PostgREST cannot call (an unnamed parameter of another type)", async () => {
    const paths = await rpcPaths(runtime().serviceRoleKey);
    expect(paths).toContain("/rpc/rpco_echo_json");
    expect(paths).not.toContain("/rpc/rpco_unnamed_int");
  });
});

async function tablePaths(key?: string): Promise<Record<string, object>> {
  const res = await rest("", {
    key,
    headers: { Accept: "application/openapi+json" },
  });
  expect(res.status).toBe(200);
  const doc = (await res.json()) as { paths: Record<string, object> };
  return Object.fromEntries(
    Object.entries(doc.paths).filter(
      ([path]) => path !== "/" && !path.startsWith("/rpc/"),
    ),
  );
}

describe("OpenAPI root: tables and views", () => {
  it("lists a table only for a role with a privilege on it", async () => {
    const anon = await tablePaths();
    expect(anon).not.toHaveProperty("/rt_staff_only");
    const service = await tablePaths(runtime().serviceRoleKey);
    expect(service).toHaveProperty("/rt_staff_only");
  });

  it("offers only the verbs the role's grants allow", async () => {
    const anon = await tablePaths();
    expect(Object.keys(anon["/mu_places"]!)).toEqual(["get"]);
    expect(Object.keys(anon["/rpco_items"]!).sort()).toEqual([
      "delete",
      "get",
      "patch",
      "post",
    ]);
  });
});

describe("OpenAPI root: definitions", () => {
  it("types columns as PostgREST's makeTableDef does", async () => {
    const res = await rest("", {
      headers: { Accept: "application/openapi+json" },
    });
    const doc = (await res.json()) as {
      definitions: Record<
        string,
        { required: string[]; properties: Record<string, unknown> }
      >;
    };
    const fleets = doc.definitions["rest_fleets"]!;
    expect(fleets.properties).toMatchObject({
      // OpenAPI 2.0's integer formats (PostgREST 14.8).
      id: { type: "integer", format: "int64" },
      seats: { type: "integer", format: "int32" },
      model: { type: "string", format: "text" },
      specs: { format: "jsonb" },
      features: { type: "array", format: "text[]", items: { type: "string" } },
      daily_rate: { type: "number", format: "numeric" },
    });
    expect(fleets.properties["specs"]).not.toHaveProperty("type");
    // Every column that is not nullable, with a default or not.
    expect(fleets.required.sort()).toEqual(
      [
        "created_at",
        "features",
        "id",
        "model",
        "registration_number",
        "seats",
        "specs",
      ].sort(),
    );
  });
});
