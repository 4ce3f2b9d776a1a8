import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { serviceClient } from "../support.ts";
import {
  channelName,
  Inbox,
  insertRow,
  itemId,
  listenChanges,
  realtimeClient,
  subscribed,
  type Change,
  type Row,
} from "./realtime-support.ts";

describe("postgres_changes events, filters and selection", () => {
  it("honours the event of each binding, and a schema-wide binding sees every published table", async () => {
    const [inserts, updates, everything] = await Promise.all([
      listenChanges({ table: "rt_items", event: "INSERT" }),
      listenChanges({ table: "rt_items", event: "UPDATE" }),
      listenChanges({ event: "*" }),
    ]);
    const id = itemId();
    await insertRow("rt_items", { id, name: "evented" });
    await serviceClient()
      .from("rt_items")
      .update({ status: "closed" })
      .eq("id", id);
    await insertRow("rt_events", { kind: "schema-wide" });
    expect((await inserts.next()).eventType).toBe("INSERT");
    expect((await updates.next()).eventType).toBe("UPDATE");
    await everything.next((c) => c.table === "rt_events");
    expect(
      everything.items
        .filter((c) => c.table === "rt_items")
        .map((c) => c.eventType),
    ).toEqual(["INSERT", "UPDATE"]);
    // A later insert and update of another item: each listener's own event comes after the
    // first item's events, so anything of the wrong kind would already be in its inbox.
    const later = itemId();
    await insertRow("rt_items", { id: later, name: "sentinel" });
    await serviceClient()
      .from("rt_items")
      .update({ status: "closed" })
      .eq("id", later);
    const isLater = (c: Change) => (c.new as Row).id === later;
    await inserts.noneBefore(isLater, (c) => c.eventType !== "INSERT");
    await updates.noneBefore(isLater, (c) => c.eventType !== "UPDATE");
  });

  it.each([
    ["eq", "quantity=eq.5", [5]],
    ["neq", "quantity=neq.5", [3, 7]],
    ["lt", "quantity=lt.5", [3]],
    ["lte", "quantity=lte.5", [3, 5]],
    ["gt", "quantity=gt.5", [7]],
    ["gte", "quantity=gte.5", [5, 7]],
    ["in", "quantity=in.(3,7)", [3, 7]],
  ])("filters with %s", async (_op, filter, expected) => {
    const batch = randomUUID();
    const inbox = await listenChanges({
      table: "rt_items",
      event: "INSERT",
      filter,
    });
    const quantities = [3, 5, 7];
    for (const quantity of quantities)
      await insertRow("rt_items", { id: itemId(), name: batch, quantity });
    // A last row the filter lets through: anything wrongly let through came before it.
    await insertRow("rt_items", {
      id: itemId(),
      name: `${batch}-end`,
      quantity: expected[0],
    });
    await inbox.next((c) => (c.new as Row).name === `${batch}-end`);
    expect(
      inbox.items
        .filter((c) => (c.new as Row).name === batch)
        .map((c) => (c.new as Row).quantity),
    ).toEqual(expected);
  });

  it("never emits changes of a table outside the publication", async () => {
    const inbox = await listenChanges({ event: "*" });
    await insertRow("rt_unpublished", { id: itemId(), name: "quiet" });
    await insertRow("rt_items", { id: itemId(), name: "fence" });
    await inbox.next((c) => c.table === "rt_items");
    expect(inbox.items.filter((c) => c.table === "rt_unpublished")).toEqual([]);
  });

  it("delivers to vsn 1.0.0 clients and limits rows to a binding's select list plus the key", async () => {
    const client = await realtimeClient({ vsn: "1.0.0" });
    const [all, some] = [new Inbox<Change>(), new Inbox<Change>()];
    const binding = {
      event: "INSERT",
      schema: "public",
      table: "rt_events",
    } as const;
    await subscribed(
      client
        .channel(channelName("select"))
        .on("postgres_changes", binding, all.push)
        .on(
          "postgres_changes",
          { ...binding, select: ["kind"] } as typeof binding,
          some.push,
        ),
    );
    const row = await insertRow("rt_events", { kind: "selected", flag: false });
    expect((await all.next()).new).toMatchObject({
      id: row.id,
      kind: "selected",
      flag: false,
    });
    expect((await some.next()).new).toEqual({ id: row.id, kind: "selected" });
  });

  it("follows the publication: a table that leaves it goes quiet, and speaks again once back", async () => {
    const setPublished = async (published: boolean) => {
      const { error } = await serviceClient().rpc("rt_fixture_set_published", {
        published,
      });
      if (error) throw error;
    };
    try {
      await setPublished(false);
      const quiet = await listenChanges({ table: "rt_toggle" });
      await insertRow("rt_toggle", { id: itemId(), name: "unpublished" });
      await setPublished(true);
      const loud = await listenChanges({ table: "rt_toggle" });
      await insertRow("rt_toggle", { id: itemId(), name: "published" });
      // The quiet subscriber hears the table again too: "published" is its sentinel.
      await quiet.noneBefore((c) => (c.new as Row).name === "published");
      expect((await loud.next()).new).toMatchObject({ name: "published" });
      expect(loud.items).toHaveLength(1);
    } finally {
      await setPublished(true);
    }
  });
});
