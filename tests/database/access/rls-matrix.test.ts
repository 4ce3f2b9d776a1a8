import type { SupabaseClient } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";

import {
  ACTORS,
  createActors,
  exposedApi,
  service,
  type Actor,
  type Actors,
} from "../support/actors.ts";
import { createVehicle } from "../support/fixture-rows.ts";
import { EXECUTE, TRIGGER_FUNCTIONS } from "../support/matrix-functions.ts";
import {
  MATRIX,
  type Context,
  type Rows,
  type TableSpec,
} from "../support/matrix-tables.ts";
import {
  PRIVATE_FUNCTIONS,
  PRIVATE_TABLES,
} from "../support/private-objects.ts";

const OPS = ["select", "insert", "update", "delete"] as const;
type Op = (typeof OPS)[number];

let actors: Actors;
let ctx: Context;

beforeAll(async () => {
  actors = await createActors();
  ctx = {
    ids: actors.ids,
    vehicles: {
      owner: await createVehicle(actors.ids.owner),
      otherOwner: await createVehicle(actors.ids.otherOwner),
    },
  };
});

describe("the matrix covers the whole exposed schema", () => {
  it("lists exactly the tables the API exposes", async () => {
    const { tables } = await exposedApi();
    expect(tables).toEqual(Object.keys(MATRIX).sort());
  });

  it("lists exactly the functions the API exposes", async () => {
    const { functions } = await exposedApi();
    expect([...functions.keys()].sort()).toEqual(Object.keys(EXECUTE).sort());
  });
});

const tableCases = Object.entries(MATRIX).flatMap(([table, spec]) =>
  ACTORS.flatMap((actor) =>
    OPS.map((op, i) => ({
      table,
      actor,
      op,
      expected: JSON.stringify(spec.expect[actor][i]),
    })),
  ),
);

describe("table permissions", () => {
  it.each(tableCases)("$table: $actor $op → $expected", async (c) => {
    const spec = MATRIX[c.table]!;
    const client = actors.clients[c.actor];
    const expected = spec.expect[c.actor][OPS.indexOf(c.op)]!;
    if (c.op === "insert") {
      await checkInsert(client, c.table, spec, expected);
      return;
    }
    const rows = await spec.rows(ctx);
    try {
      const seen = await run(client, c.table, c.op, spec, rows);
      if (expected === "denied") {
        expect(seen.error?.code).toBe("42501");
      } else {
        expect(seen.error).toBeNull();
        expect(seen.labels.sort()).toEqual([...expected].sort());
      }
    } finally {
      await cleanUp(c.table, spec, rows);
    }
  });
});

async function run(
  client: SupabaseClient,
  table: string,
  op: Exclude<Op, "insert">,
  spec: TableSpec,
  rows: Rows,
) {
  const ids = Object.values(rows);
  const labelOf = new Map(Object.entries(rows).map(([l, id]) => [id, l]));
  const labels = (list: unknown[]) =>
    list.map(
      (r) =>
        labelOf.get(String((r as Record<string, unknown>)[spec.pk])) ?? "?",
    );
  if (op === "select") {
    const { data, error } = await client
      .from(table)
      .select(spec.pk)
      .in(spec.pk, ids);
    return { error, labels: labels(data ?? []) };
  }
  if (op === "update") {
    const columns = Object.keys(spec.patch);
    const before = await read(table, spec, ids, columns);
    const { error } = await client
      .from(table)
      .update(spec.patch)
      .in(spec.pk, ids);
    const after = await read(table, spec, ids, columns);
    if (spec.fixed) await restore(table, spec, before);
    const changed = after.filter((row) =>
      columns.every((col) => String(row[col]) === String(spec.patch[col])),
    );
    return { error, labels: labels(changed) };
  }
  const { error } = await client.from(table).delete().in(spec.pk, ids);
  const left = new Set(
    (await read(table, spec, ids, [])).map((r) => String(r[spec.pk])),
  );
  return {
    error,
    labels: labels(
      ids.filter((id) => !left.has(id)).map((id) => ({ [spec.pk]: id })),
    ),
  };
}

async function checkInsert(
  client: SupabaseClient,
  table: string,
  spec: TableSpec,
  expected: unknown,
) {
  const row = await spec.newRow(ctx);
  // No .select(): return=minimal, the only way to insert where the caller may not read back.
  const { error } = await client.from(table).insert(row);
  const match = Object.fromEntries(spec.key.map((k) => [k, row[k]]));
  const found = await service().from(table).select(spec.pk).match(match);
  expect(found.error).toBeNull();
  const ids = (found.data ?? []).map((r) =>
    String((r as unknown as Record<string, unknown>)[spec.pk]),
  );
  if (ids.length) await service().from(table).delete().in(spec.pk, ids);
  if (expected === "allowed") {
    expect(error).toBeNull();
    expect(ids).toHaveLength(1);
  } else {
    expect(error?.code).toBe("42501");
    expect(ids).toHaveLength(0);
  }
}

async function read(
  table: string,
  spec: TableSpec,
  ids: string[],
  columns: string[],
) {
  const { data, error } = await service()
    .from(table)
    .select([spec.pk, ...columns].join(","))
    .in(spec.pk, ids);
  if (error) throw error;
  return (data ?? []) as unknown as Record<string, unknown>[];
}

async function restore(
  table: string,
  spec: TableSpec,
  rows: Record<string, unknown>[],
) {
  for (const row of rows) {
    const { error } = await service()
      .from(table)
      .update(row)
      .eq(spec.pk, row[spec.pk]);
    if (error) throw error;
  }
}

async function cleanUp(table: string, spec: TableSpec, rows: Rows) {
  if (spec.fixed) return;
  const { error } = await service()
    .from(table)
    .delete()
    .in(spec.pk, Object.values(rows));
  if (error) throw error;
}

// Read at collection time: each function's required parameter names.
const exposedFunctions = (await exposedApi()).functions;

const functionCases = Object.entries(EXECUTE).flatMap(([name, who]) =>
  ACTORS.map((actor) => ({
    name,
    actor,
    allowed: who === "anon" || (who === "authenticated" && actor !== "anon"),
  })),
);

describe("function permissions", () => {
  it.each(functionCases)("$name: $actor may execute → $allowed", async (c) => {
    // Null arguments: enough to reach the EXECUTE check, never enough to change data.
    const args = Object.fromEntries(
      (exposedFunctions.get(c.name) ?? []).map((p) => [p, null]),
    );
    const { error } = await actors.clients[c.actor as Actor].rpc(c.name, args);
    const refused =
      error?.code === "42501" &&
      /permission denied for function/.test(error.message);
    expect(refused, `${error?.code} ${error?.message}`).toBe(!c.allowed);
  });
});

const triggerCases = TRIGGER_FUNCTIONS.flatMap((name) =>
  ACTORS.map((actor) => ({ name, actor })),
);

describe("trigger functions are out of the API's reach", () => {
  it.each(triggerCases)("$name: $actor → not found", async (c) => {
    const { data, error, status } = await actors.clients[c.actor].rpc(c.name);
    expect(status).toBe(404);
    expect(error?.code).toBe("PGRST202");
    expect(data).toBeNull();
  });
});

const privateCases = ACTORS.flatMap((actor) => [
  ...PRIVATE_TABLES.flatMap((name) =>
    OPS.map((op) => ({ actor, name, op: op as Op | "execute" })),
  ),
  ...Object.keys(PRIVATE_FUNCTIONS).map((name) => ({
    actor,
    name,
    op: "execute" as Op | "execute",
  })),
]);

describe("the private schema is out of the API's reach", () => {
  it.each(privateCases)("private.$name: $actor $op → refused", async (c) => {
    const db = actors.clients[c.actor].schema("private");
    const table = () => db.from(c.name);
    const probe = { bucket: "bookings_per_phone" };
    const { data, error } = await {
      select: () => table().select("*"),
      insert: () => table().insert(probe),
      update: () =>
        table().update({ max_events: 1 }).eq("bucket", probe.bucket),
      delete: () => table().delete().eq("bucket", probe.bucket),
      execute: () => db.rpc(c.name, PRIVATE_FUNCTIONS[c.name]),
    }[c.op]();
    expect(error?.code).toBe("PGRST106");
    expect(data).toBeNull();
  });
});
