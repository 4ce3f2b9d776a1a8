import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";
import { rest } from "./rest-helpers.ts";

const db = anonClient();

const post = (fn: string, body: BodyInit, contentType = "application/json") =>
  rest(`rpc/${fn}`, {
    method: "POST",
    headers: { "Content-Type": contentType },
    body,
  });

describe("RPC: a single unnamed parameter takes the whole body", () => {
  it("passes a JSON body to an unnamed json or jsonb parameter", async () => {
    const payload = { ride: { id: 7 }, stops: ["Ikoyi", "VI"] };
    expect((await db.rpc("rpco_echo_json", payload)).data).toEqual(payload);
    expect((await db.rpc("rpco_echo_jsonb", payload)).data).toEqual(payload);
    const array = await post("rpco_echo_jsonb", "[1, 2, 3]");
    expect(array.status).toBe(200);
    expect(await array.json()).toEqual([1, 2, 3]);
  });

  it("passes text/plain to text, text/xml to xml and application/octet-stream to bytea", async () => {
    const text = await post("rpco_echo_text", "hello Lagos", "text/plain");
    expect(text.status).toBe(200);
    expect(await text.json()).toBe("text:hello Lagos");
    const xml = await post("rpco_echo_xml", '<ride id="7"/>', "text/xml");
    expect(xml.status).toBe(200);
    expect(await xml.json()).toBe('xml:<ride id="7"/>');
    const binary = await post(
      "rpco_echo_bytea",
      new Uint8Array([0, 1, 127, 255]),
      "application/octet-stream",
    );
    expect(binary.status).toBe(200);
    expect(await binary.json()).toBe("00017fff");
  });

  it("answers PGRST202 when no function takes the body's type", async () => {
    const res = await post("rpco_unnamed_int", "42", "text/plain");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: "PGRST202",
      message:
        "Could not find the function public.rpco_unnamed_int in the schema cache",
      details:
        "Searched for the function public.rpco_unnamed_int with a single unnamed text parameter, but no matches were found in the schema cache.",
      hint: null,
    });
    const bytes = await post(
      "rpco_echo_text",
      new Uint8Array([1]),
      "application/octet-stream",
    );
    expect(bytes.status).toBe(404);
    expect(await bytes.json()).toMatchObject({
      code: "PGRST202",
      details:
        "Searched for the function public.rpco_echo_text with a single unnamed bytea parameter, but no matches were found in the schema cache.",
    });
  });

  it("never answers 42601 for an empty key", async () => {
    const echoed = await post("rpco_echo_json", '{"": 1}');
    expect(echoed.status).toBe(200);
    expect(await echoed.json()).toEqual({ "": 1 });
    const mixed = await post("rpco_mixed", '{"": {"k": "v"}, "b": 2}');
    expect(mixed.status).toBe(200);
    expect(await mixed.json()).toBe("v:2");
    for (const fn of ["rpco_no_args", "rpco_unnamed_int", "rpco_double"]) {
      const res = await post(fn, '{"": 1}');
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: "PGRST202" });
    }
  });
});

describe("RPC overload resolution, as PostgREST picks", () => {
  it("picks the overload whose parameters the argument names match", async () => {
    expect((await db.rpc("rpco_over", { a: 1 })).data).toBe("a=1");
    expect((await db.rpc("rpco_over", { a: 1, b: 2 })).data).toBe("a=1,b=2");
    expect((await db.rpc("rpco_over", { a: 3 }, { get: true })).data).toBe(
      "a=3",
    );
  });

  it("falls back to the single unnamed json overload on POST only", async () => {
    expect((await db.rpc("rpco_over", { c: 3 })).data).toBe('json:{"c":3}');
    const get = await db.rpc("rpco_over", { c: 3 }, { get: true });
    expect(get.status).toBe(404);
    expect(get.error).toMatchObject({
      code: "PGRST202",
      message:
        "Could not find the function public.rpco_over(c) in the schema cache",
      details:
        "Searched for the function public.rpco_over with parameter c, but no matches were found in the schema cache.",
    });
  });

  it("answers 300 PGRST203 when two overloads match", async () => {
    const same = await db.rpc("rpco_amb", { x: 1 });
    expect(same.status).toBe(300);
    expect(same.error).toEqual({
      code: "PGRST203",
      message:
        "Could not choose the best candidate function between: public.rpco_amb(x => integer), public.rpco_amb(x => text)",
      details: null,
      hint: "Try renaming the parameters or the function itself in the database so function overloading can be resolved",
    });
    const defaults = await db.rpc("rpco_amb_default", { a: 1 });
    expect(defaults.status).toBe(300);
    expect(defaults.error?.message).toBe(
      "Could not choose the best candidate function between: public.rpco_amb_default(a => integer), public.rpco_amb_default(a => integer, b => integer)",
    );
    expect((await db.rpc("rpco_amb_default", { a: 1, b: 2 })).data).toBe("two");
  });

  it("answers PGRST102 for a body that is not JSON", async () => {
    const res = await post("rpco_double", '{"x": ');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: "PGRST102",
      message: "Empty or invalid json",
    });
  });
});
