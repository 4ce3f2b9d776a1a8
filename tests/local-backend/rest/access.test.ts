import { createClient } from "@supabase/supabase-js";
import { describe, expect, it } from "vitest";

import { anonClient, runtime, serviceClient } from "../support.ts";
import { rest, userClient, userToken } from "./rest-helpers.ts";

describe("REST identity, RLS, schemas and resilience", () => {
  it("enforces row level security as the caller (auth.uid() policies)", async () => {
    const alice = await userClient();
    const bob = await userClient();
    const created = await alice.client
      .from("rest_notes")
      .insert({ body: "pickup at 7" })
      .select("owner_id, body")
      .single();
    expect(created.error).toBeNull();
    expect(created.data).toEqual({ owner_id: alice.sub, body: "pickup at 7" });
    expect((await alice.client.from("rest_notes").select("body")).data).toEqual(
      [{ body: "pickup at 7" }],
    );
    expect((await bob.client.from("rest_notes").select("body")).data).toEqual(
      [],
    );
    expect((await anonClient().from("rest_notes").select("body")).data).toEqual(
      [],
    );
    const all = await serviceClient()
      .from("rest_notes")
      .select("owner_id")
      .eq("owner_id", alice.sub);
    expect(all.data).toHaveLength(1);
    const bobEdits = await bob.client
      .from("rest_notes")
      .update({ body: "hijacked" })
      .eq("owner_id", alice.sub)
      .select();
    expect(bobEdits.data).toEqual([]);
  });

  it("answers RLS violations with 42501: 403 for a user, 401 for anon", async () => {
    const alice = await userClient();
    const forged = await alice.client
      .from("rest_notes")
      .insert({ body: "x", owner_id: crypto.randomUUID() });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({
      code: "42501",
      message:
        'new row violates row-level security policy for table "rest_notes"',
    });
    const anon = await anonClient()
      .from("rest_notes")
      .insert({ body: "x", owner_id: crypto.randomUUID() });
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: "42501" });
  });

  it("rejects bad JWTs like PostgREST (401 PGRST301 / PGRST303)", async () => {
    const expired = await rest("rest_zones?select=id", {
      headers: { Authorization: `Bearer ${await userToken(undefined, -60)}` },
    });
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      code: "PGRST303",
      details: null,
      hint: null,
      message: "JWT expired",
    });
    expect(expired.headers.get("www-authenticate")).toBe(
      'Bearer error="invalid_token", error_description="JWT expired"',
    );
    const garbage = await rest("rest_zones?select=id", {
      headers: { Authorization: "Bearer not-a-jwt" },
    });
    expect(garbage.status).toBe(401);
    expect(await garbage.json()).toMatchObject({
      code: "PGRST301",
      message: "Expected 3 parts in JWT; got 1",
    });
    const token = await userToken();
    const at = token.length - 10;
    const forged =
      token.slice(0, at) +
      (token[at] === "A" ? "B" : "A") +
      token.slice(at + 1);
    const badSignature = await rest("rest_zones?select=id", {
      headers: { Authorization: `Bearer ${forged}` },
    });
    expect(badSignature.status).toBe(401);
    expect(await badSignature.json()).toMatchObject({ code: "PGRST301" });
  });

  it("serves a request without any API key as anon, as behind the CLI's gateway", async () => {
    // The CLI's gateway has no key-auth (runtime/no-apikey.test.ts); hosted projects answer 401.
    const res = await fetch(`${runtime().apiUrl}/rest/v1/rpc/rest_whoami`, {
      method: "POST",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ role: "anon" });
  });

  it("accepts the opaque publishable and secret keys", async () => {
    const { apiUrl, publishableKey, secretKey } = runtime();
    const options = {
      auth: { persistSession: false, autoRefreshToken: false },
    };
    const asAnon = await createClient(apiUrl, publishableKey, options).rpc(
      "rest_whoami",
    );
    expect(asAnon.data).toMatchObject({ role: "anon" });
    const asService = await createClient(apiUrl, secretKey, options).rpc(
      "rest_whoami",
    );
    expect(asService.data).toMatchObject({ role: "service_role" });
  });

  it("selects the schema with Accept-Profile / Content-Profile among the exposed ones", async () => {
    const other = serviceClient().schema("graphql_public");
    const read = await other
      .from("rest_profile_probe")
      .select("label")
      .eq("id", 1)
      .single();
    expect(read.data).toEqual({ label: "from graphql_public" });
    const wrote = await other
      .from("rest_profile_probe")
      .upsert({ id: 2, label: "written" })
      .select("label")
      .single();
    expect(wrote.data).toEqual({ label: "written" });
    const res = await rest("rest_profile_probe?select=id", {
      headers: { "Accept-Profile": "graphql_public" },
    });
    expect(res.headers.get("content-profile")).toBe("graphql_public");
    const hidden = await anonClient().from("rest_profile_probe").select("id");
    expect(hidden.status).toBe(404);
    const unknown = await anonClient()
      .schema("private")
      .from("rest_zones")
      .select("id");
    expect(unknown.status).toBe(406);
    expect(unknown.error).toEqual({
      code: "PGRST106",
      details: null,
      hint: "Only the following schemas are exposed: public, graphql_public",
      message: "Invalid schema: private",
    });
  });

  it("keeps serving after bad requests, and serves concurrent requests", async () => {
    const bad = [
      rest("rest_zones?select=nope"),
      rest("rest_zones?id=eq.abc"),
      rest("rest_items", { method: "POST", body: "[1,2" }),
      rest("rpc/rest_fail", { method: "POST", body: '{"reason":"x"}' }),
      rest("rest_zones?select=id,rest_zones(*)"),
      rest("rest_zones", { method: "PUT", body: "{}" }),
      rest("%zz"),
    ];
    const statuses = (await Promise.all(bad)).map((r) => r.status);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    const db = anonClient();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db
          .from("rest_zones")
          .select("id")
          .eq("id", (i % 3) + 1)
          .single(),
      ),
    );
    expect(results.map((r) => r.data?.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => (i % 3) + 1),
    );
  });

  it("reloads its schema cache on NOTIFY pgrst, 'reload schema'", async () => {
    const db = anonClient();
    const table = `rest_late_${crypto.randomUUID().slice(0, 8)}`;
    expect((await db.from(table).select("*")).status).toBe(404);
    expect(
      (await db.rpc("rest_create_table", { table_name: table })).status,
    ).toBe(204);
    let result = await db.from(table).select("label");
    for (let i = 0; i < 50 && result.status === 404; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      result = await db.from(table).select("label");
    }
    expect(result.data).toEqual([{ label: "created at run time" }]);
  });

  it("describes the API at the root", async () => {
    const res = await rest("", {
      headers: { Accept: "application/openapi+json" },
    });
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.swagger).toBe("2.0");
    expect(doc.paths["/rest_trips"]).toBeDefined();
    expect(doc.paths["/rpc/rest_add"]).toBeDefined();
    expect(doc.definitions.rest_trips.properties.fare).toEqual({
      type: "number",
      format: "numeric",
    });
  });
});
