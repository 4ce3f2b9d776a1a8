import { describe, expect, it } from "vitest";

import { anonClient } from "../support.ts";

const db = anonClient();
const AMBIGUOUS_HINT =
  "Try renaming the parameters or the function itself in the database so function overloading can be resolved";

describe("RPC: the functions PostgREST's cache holds", () => {
  it("leaves out a function whose one unnamed parameter cannot take a body, and hints at a neighbour", async () => {
    const { status, error } = await db.rpc("rpcf_lookup", {});
    expect(status).toBe(404);
    expect(error).toEqual({
      code: "PGRST202",
      message:
        "Could not find the function public.rpcf_lookup without parameters in the schema cache",
      details:
        "Searched for the function public.rpcf_lookup without parameters or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.rpcf_lookups",
    });
    expect((await db.rpc("rpcf_lookups", { code: "x" })).data).toBe(
      "lookups:x",
    );
  });

  it("gives no hint when no function of the schema is close to a left-out one", async () => {
    const { status, error } = await db.rpc("zqxj", {});
    expect(status).toBe(404);
    expect(error).toMatchObject({ code: "PGRST202", hint: null });
  });

  it("leaves out functions with several unnamed parameters and trigger functions", async () => {
    for (const fn of ["rpcf_pair", "rpcf_audit_trigger"]) {
      const { status, error } = await db.rpc(fn, {});
      expect(status).toBe(404);
      expect(error?.code).toBe("PGRST202");
      expect(error?.hint ?? "").not.toMatch(new RegExp(`\\.${fn}$`));
    }
  });
});

describe("RPC: PGRST202 hints from PostgREST's fuzzy search", () => {
  it("suggests the closest parameter list of the overloads", async () => {
    const { error } = await db.rpc("rest_greet", { nickname: "Ada" });
    expect(error?.hint).toBe(
      "Perhaps you meant to call the function public.rest_greet(name)",
    );
  });

  it("breaks a tie as PostgREST's fuzzy set does: the overload it indexed first", async () => {
    const { status, error } = await db.rpc("rpcf_tie", { aa: 1 });
    expect(status).toBe(404);
    expect(error).toEqual({
      code: "PGRST202",
      message:
        "Could not find the function public.rpcf_tie(aa) in the schema cache",
      details:
        "Searched for the function public.rpcf_tie with parameter aa or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.rpcf_tie(ba)",
    });
  });

  it("suggests a function name from the schema's functions, ignoring case for an exact match", async () => {
    expect((await db.rpc("rest_ad", { a: 1 })).error?.hint).toBe(
      "Perhaps you meant to call the function public.rest_add",
    );
    expect((await db.rpc("REST_ADD", { a: 1 })).error?.hint).toBe(
      "Perhaps you meant to call the function public.rest_add",
    );
  });

  it("names a function only from a similarity of 0.75 up, as PostgREST 14.6+ does", async () => {
    // 9 of 12 characters in place: exactly 0.75.
    expect((await db.rpc("rpcf_look", {})).error?.hint).toBe(
      "Perhaps you meant to call the function public.rpcf_lookups",
    );
    // 0.58: PostgREST 12 and 13 would still have named it.
    const far = await db.rpc("rpcf_lo", {});
    expect(far.status).toBe(404);
    expect(far.error).toMatchObject({ code: "PGRST202", hint: null });
  });

  it("gives no hint when the body is raw text, which only a single unnamed parameter takes", async () => {
    const { apiUrl, anonKey } = (await import("../support.ts")).runtime();
    const res = await fetch(`${apiUrl}/rest/v1/rpc/rpcf_lookups`, {
      method: "POST",
      headers: {
        apikey: anonKey,
        Authorization: `Bearer ${anonKey}`,
        "Content-Type": "text/plain",
      },
      body: "x",
    });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: "PGRST202", hint: null });
  });
});

describe("RPC: PGRST203 lists candidates in PostgREST's order", () => {
  it("orders overloads of as many parameters by parameter type", async () => {
    const { status, error } = await db.rpc("rpcf_amb", { x: 1 });
    expect(status).toBe(300);
    expect(error).toEqual({
      code: "PGRST203",
      message:
        "Could not choose the best candidate function between: public.rpcf_amb(x => integer), public.rpcf_amb(x => text)",
      details: null,
      hint: AMBIGUOUS_HINT,
    });
  });

  it("orders by the function's comment before its parameters", async () => {
    const { error } = await db.rpc("rpcf_amb_doc", { x: 1 });
    expect(error?.message).toBe(
      "Could not choose the best candidate function between: public.rpcf_amb_doc(x => text), public.rpcf_amb_doc(x => integer)",
    );
  });

  it("lists the overload with fewer parameters first", async () => {
    const { error } = await db.rpc("rpcf_amb_len", { a: 1 });
    expect(error?.message).toBe(
      "Could not choose the best candidate function between: public.rpcf_amb_len(a => text), public.rpcf_amb_len(a => integer, b => integer)",
    );
    expect((await db.rpc("rpcf_amb_len", { a: 1, b: 2 })).data).toBe("two");
  });
});
