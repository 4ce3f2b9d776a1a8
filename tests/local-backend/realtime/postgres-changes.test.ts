import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

import { runtime, serviceClient } from "../support.ts";
import { rawSocket } from "./raw-socket.ts";
import {
  channelName,
  deleteSentinel,
  Inbox,
  insertRow,
  itemId,
  listenChanges,
  realtimeClient,
  subscribed,
  userToken,
  type Change,
  type Row,
} from "./realtime-support.ts";

describe("postgres_changes delivery", () => {
  it("sends the hosted frame: ids, typed record, columns, commit timestamp", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "2.0.0" });
    const topic = `realtime:${channelName("frame")}`;
    const bindings = [
      { event: "INSERT", schema: "public", table: "rt_events" },
      { event: "*", schema: "public" },
    ];
    ws.send([
      "1",
      "1",
      topic,
      "phx_join",
      { config: { postgres_changes: bindings } },
    ]);
    const [, , , , reply] = await ws.frame(topic, "phx_reply", "1");
    const ids = (reply.response?.postgres_changes ?? []).map((b) => b.id);
    const row = await insertRow("rt_events", {
      kind: `frame-${randomUUID()}`,
      amount: 1250.5,
      counter: 42,
      flag: true,
      tags: ["a", "b"],
      details: { stops: [1, 2] },
      happened_at: "2025-01-01T12:00:00.5Z",
    });
    const [joinRef, ref, , event, payload] = await ws.frame(
      topic,
      "postgres_changes",
    );
    expect([joinRef, ref, event]).toEqual([null, null, "postgres_changes"]);
    expect([...(payload.ids ?? [])].sort()).toEqual([...ids].sort());
    expect(payload.data).toEqual({
      schema: "public",
      table: "rt_events",
      commit_timestamp: expect.stringMatching(
        /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/,
      ),
      type: "INSERT",
      columns: [
        { name: "id", type: "uuid" },
        { name: "kind", type: "text" },
        { name: "amount", type: "numeric" },
        { name: "counter", type: "int8" },
        { name: "flag", type: "bool" },
        { name: "tags", type: "_text" },
        { name: "details", type: "jsonb" },
        { name: "happened_at", type: "timestamptz" },
      ],
      record: {
        id: row.id,
        kind: row.kind,
        amount: 1250.5,
        counter: 42,
        flag: true,
        tags: ["a", "b"],
        details: { stops: [1, 2] },
        happened_at: "2025-01-01T12:00:00.5+00:00",
      },
      errors: null,
    });
  });

  it("delivers an RLS-protected insert to its owner only, not to another user or anon", async () => {
    const owner = randomUUID();
    const ownerToken = await userToken(owner);
    const otherToken = await userToken();
    const [mine, theirs, anon] = await Promise.all([
      listenChanges({ table: "rt_notes", token: () => ownerToken }),
      listenChanges({ table: "rt_notes", token: () => otherToken }),
      listenChanges({ table: "rt_notes" }),
    ]);
    const row = await insertRow("rt_notes", {
      owner_id: owner,
      body: "for my eyes",
    });
    const change = await mine.next();
    expect(change).toMatchObject({
      eventType: "INSERT",
      table: "rt_notes",
      new: { id: row.id, owner_id: owner, body: "for my eyes" },
      old: {},
    });
    const sentinel = await deleteSentinel("rt_notes", {
      owner_id: owner,
      body: "sentinel",
    });
    await theirs.noneBefore(sentinel);
    await anon.noneBefore(sentinel);
  });

  it("sends deletes of RLS rows to every reader, with only the primary key", async () => {
    const owner = randomUUID();
    const otherToken = await userToken();
    const row = await insertRow("rt_notes", {
      owner_id: owner,
      body: "short-lived",
    });
    const theirs = await listenChanges({
      table: "rt_notes",
      event: "DELETE",
      token: () => otherToken,
    });
    await serviceClient().from("rt_notes").delete().eq("id", row.id);
    expect(await theirs.next()).toMatchObject({
      eventType: "DELETE",
      new: {},
      old: { id: row.id },
    });
    expect(Object.keys(theirs.items[0]!.old)).toEqual(["id"]);
  });

  it("keeps old rows to the primary key unless the table has REPLICA IDENTITY FULL", async () => {
    const [items, events] = await Promise.all([
      listenChanges({ table: "rt_items" }),
      listenChanges({ table: "rt_events" }),
    ]);
    const id = itemId();
    await insertRow("rt_items", { id, name: "before" });
    await serviceClient()
      .from("rt_items")
      .update({ name: "after" })
      .eq("id", id);
    await serviceClient().from("rt_items").delete().eq("id", id);
    expect(await items.next((c) => c.eventType === "UPDATE")).toMatchObject({
      new: { id, name: "after" },
      old: { id },
    });
    expect(
      Object.keys((await items.next((c) => c.eventType === "UPDATE")).old),
    ).toEqual(["id"]);
    expect((await items.next((c) => c.eventType === "DELETE")).old).toEqual({
      id,
    });

    const event = await insertRow("rt_events", { kind: "before" });
    await serviceClient()
      .from("rt_events")
      .update({ kind: "after" })
      .eq("id", event.id);
    await serviceClient().from("rt_events").delete().eq("id", event.id);
    expect(
      (await events.next((c) => c.eventType === "UPDATE")).old,
    ).toMatchObject({ id: event.id, kind: "before", flag: null });
    expect(
      (await events.next((c) => c.eventType === "DELETE")).old,
    ).toMatchObject({ id: event.id, kind: "after" });
  });

  it("re-checks visibility with the claims of a refreshed access token", async () => {
    const [owner, other] = [randomUUID(), randomUUID()];
    const tokens = {
      current: await userToken(other),
      owner: await userToken(owner),
    };
    const client = await realtimeClient({ token: () => tokens.current });
    const inbox = new Inbox<Change>();
    const channel = await subscribed(
      client
        .channel(channelName("refresh"), {
          config: { broadcast: { ack: true } },
        })
        .on(
          "postgres_changes",
          { event: "INSERT", schema: "public", table: "rt_notes" },
          inbox.push,
        ),
    );
    const bodies = () => inbox.items.map((change) => (change.new as Row).body);
    await insertRow("rt_notes", { owner_id: owner, body: "before refresh" });
    await insertRow("rt_notes", { owner_id: other, body: "sentinel" });
    await inbox.noneBefore((change) => (change.new as Row).body === "sentinel");
    tokens.current = tokens.owner;
    await client.realtime.setAuth();
    // The server reads one socket's messages in order: once a later message is acknowledged, the
    // new token has been applied.
    expect(
      await channel.send({ type: "broadcast", event: "sync", payload: {} }),
    ).toBe("ok");
    await insertRow("rt_notes", { owner_id: owner, body: "after refresh" });
    await inbox.next((change) => (change.new as Row).body === "after refresh");
    expect(bodies()).toEqual(["sentinel", "after refresh"]);
  });

  it("reports an error instead of the row to roles that may not read its key, or when it has none", async () => {
    const token = await userToken();
    const [anon, staff, keyless] = await Promise.all([
      listenChanges({ table: "rt_staff_only" }),
      listenChanges({ table: "rt_staff_only", token: () => token }),
      listenChanges({ table: "rt_keyless", token: () => token }),
    ]);
    const id = itemId();
    await insertRow("rt_staff_only", { id, note: "staff memo" });
    expect(await staff.next()).toMatchObject({
      new: { id, note: "staff memo" },
    });
    expect(await anon.next()).toMatchObject({
      eventType: "INSERT",
      new: {},
      errors: ["Error 401: Unauthorized"],
    });
    const { error } = await serviceClient()
      .from("rt_keyless")
      .insert({ label: "no key" });
    if (error) throw error;
    expect(await keyless.next()).toMatchObject({
      new: {},
      errors: ["Error 400: Bad Request, no primary key"],
    });
  });
});
