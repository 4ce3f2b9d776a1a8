import { describe, expect, it } from "vitest";

import { runtime } from "../support.ts";
import { joinFrame, rawSocket } from "./raw-socket.ts";
import {
  channelName,
  Inbox,
  realtimeClient,
  subscribed,
} from "./realtime-support.ts";

describe("realtime phoenix protocol", () => {
  it("answers heartbeats on the phoenix topic (vsn 2.0.0 arrays)", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "2.0.0" });
    ws.send([null, "7", "phoenix", "heartbeat", {}]);
    expect(await ws.frame("phoenix", "phx_reply", "7")).toEqual([
      null,
      "7",
      "phoenix",
      "phx_reply",
      { status: "ok", response: {} },
    ]);
  });

  it("speaks vsn 1.0.0 object framing for heartbeat, join and leave", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "1.0.0" });
    const topic = `realtime:${channelName("v1")}`;
    ws.send({
      topic: "phoenix",
      event: "heartbeat",
      payload: {},
      ref: "1",
      join_ref: null,
    });
    expect(await ws.object((m) => m.ref === "1")).toEqual({
      topic: "phoenix",
      event: "phx_reply",
      payload: { status: "ok", response: {} },
      ref: "1",
    });
    const [joinRef, , , , payload] = joinFrame(topic, "2") as [
      string,
      string,
      string,
      string,
      unknown,
    ];
    ws.send({
      topic,
      event: "phx_join",
      payload,
      ref: joinRef,
      join_ref: joinRef,
    });
    expect(await ws.object((m) => m.ref === "2")).toMatchObject({
      topic,
      event: "phx_reply",
      payload: { status: "ok" },
    });
    ws.send({
      topic,
      event: "phx_leave",
      payload: {},
      ref: "3",
      join_ref: "2",
    });
    expect(await ws.object((m) => m.ref === "3")).toMatchObject({
      event: "phx_reply",
      payload: { status: "ok" },
    });
    expect(await ws.object((m) => m.event === "phx_close")).toEqual({
      topic,
      event: "phx_close",
      payload: {},
      ref: "2",
    });
  });

  it("replies to a join with the bindings echoed and given ids, then reports the subscription", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "2.0.0" });
    const topic = `realtime:${channelName("ids")}`;
    const bindings = [
      {
        event: "INSERT",
        schema: "public",
        table: "rt_items",
        filter: "status=eq.open",
      },
      { event: "*", schema: "public", table: "rt_events" },
    ];
    ws.send(joinFrame(topic, "1", { postgres_changes: bindings }));
    const [, , , , reply] = await ws.frame(topic, "phx_reply", "1");
    expect(reply.status).toBe("ok");
    const echoed = reply.response?.postgres_changes ?? [];
    expect(echoed).toEqual([
      { ...bindings[0], id: expect.any(Number) },
      { ...bindings[1], id: expect.any(Number) },
    ]);
    expect(echoed[0]?.id).not.toBe(echoed[1]?.id);
    expect(await ws.frame(topic, "system")).toEqual([
      "1",
      null,
      topic,
      "system",
      {
        message: "Subscribed to PostgreSQL",
        status: "ok",
        extension: "postgres_changes",
        channel: topic.slice(9),
      },
    ]);
  });

  it("answers events for topics that were never joined with an error", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "2.0.0" });
    ws.send([
      null,
      "5",
      "realtime:nobody-here",
      "broadcast",
      { type: "broadcast", event: "x", payload: {} },
    ]);
    const [, , , , reply] = await ws.frame(
      "realtime:nobody-here",
      "phx_reply",
      "5",
    );
    expect(reply).toEqual({
      status: "error",
      response: { reason: "unmatched topic" },
    });
    ws.send(joinFrame("realtime:", "6"));
    const [, , , , empty] = await ws.frame("realtime:", "phx_reply", "6");
    expect(empty.response?.reason).toMatch(/^TopicNameRequired/);
  });

  it("reports bindings it cannot subscribe with a postgres_changes system error", async () => {
    const client = await realtimeClient();
    const system = new Inbox();
    const channel = client
      .channel(channelName("badbinding"))
      .on(
        "postgres_changes",
        {
          event: "*",
          schema: "public",
          table: "rt_items",
          filter: "nope=eq.1",
        },
        () => undefined,
      )
      .on(
        "postgres_changes",
        { event: "*", schema: "public", table: "no_such_table" },
        () => undefined,
      )
      .on("system", {}, system.push);
    await subscribed(channel);
    const message = await system.next();
    expect(message).toMatchObject({
      extension: "postgres_changes",
      status: "error",
    });
    expect(String(message.message)).toContain("invalid column for filter nope");
    expect(String(message.message)).toContain("no_such_table");
  });

  it("leaves on removeChannel: reply ok, then CLOSED", async () => {
    const client = await realtimeClient();
    const statuses = new Inbox<string>();
    const channel = client.channel(channelName("leave"));
    channel.subscribe(statuses.push);
    await statuses.next((s) => s === "SUBSCRIBED");
    expect(await client.removeChannel(channel)).toBe("ok");
    await statuses.next((s) => s === "CLOSED");
  });
});
