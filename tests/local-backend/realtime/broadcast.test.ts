import type { SupabaseClient } from "@supabase/supabase-js";
import { describe, expect, it, vi } from "vitest";

import { runtime } from "../support.ts";
import { rawSocket } from "./raw-socket.ts";
import {
  channelName,
  Inbox,
  realtimeClient,
  subscribed,
  userToken,
} from "./realtime-support.ts";

type Config = { self?: boolean; ack?: boolean; private?: boolean };

async function member(
  client: SupabaseClient,
  name: string,
  config: Config = {},
) {
  const inbox = new Inbox();
  const channel = client
    .channel(name, {
      config: {
        broadcast: { self: config.self ?? false, ack: config.ack ?? false },
        private: config.private ?? false,
      },
    })
    .on("broadcast", { event: "*" }, inbox.push);
  await subscribed(channel);
  return { channel, inbox };
}

describe("broadcast", () => {
  it("fans a message out to the other members, and to the sender only with self", async () => {
    const name = channelName("room");
    const [a, b, c] = await Promise.all([
      realtimeClient(),
      realtimeClient(),
      realtimeClient(),
    ]);
    const quiet = await member(a, name);
    const listener = await member(b, name);
    const echo = await member(c, name, { self: true });
    expect(
      await quiet.channel.send({
        type: "broadcast",
        event: "cursor",
        payload: { x: 1, y: 2 },
      }),
    ).toBe("ok");
    expect(await listener.inbox.next()).toEqual({
      type: "broadcast",
      event: "cursor",
      payload: { x: 1, y: 2 },
    });
    await echo.channel.send({
      type: "broadcast",
      event: "ping",
      payload: { from: "c" },
    });
    expect((await echo.inbox.next((m) => m.event === "ping")).payload).toEqual({
      from: "c",
    });
    await quiet.inbox.next((m) => m.event === "ping");
    expect(quiet.inbox.items.map((m) => m.event)).toEqual(["ping"]);
  });

  it("acknowledges a push when the channel asked for ack", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "2.0.0" });
    const topic = `realtime:${channelName("ack")}`;
    ws.send([
      "1",
      "1",
      topic,
      "phx_join",
      { config: { broadcast: { ack: true, self: false } } },
    ]);
    await ws.frame(topic, "phx_reply", "1");
    ws.send([
      "1",
      "2",
      topic,
      "broadcast",
      { type: "broadcast", event: "e", payload: {} },
    ]);
    expect(await ws.frame(topic, "phx_reply", "2")).toEqual([
      "1",
      "2",
      topic,
      "phx_reply",
      { status: "ok", response: {} },
    ]);

    const client = await realtimeClient();
    const { channel } = await member(client, channelName("ack"), { ack: true });
    expect(
      await channel.send({ type: "broadcast", event: "acked", payload: {} }),
    ).toBe("ok");
  });

  it("carries binary payloads, and bridges vsn 1.0.0 and 2.0.0 members", async () => {
    const name = channelName("bytes");
    const [v2, v1] = await Promise.all([
      realtimeClient(),
      realtimeClient({ vsn: "1.0.0" }),
    ]);
    const modern = await member(v2, name);
    const legacy = await member(v1, name);
    await legacy.channel.send({
      type: "broadcast",
      event: "hello",
      payload: { from: "v1" },
    });
    expect((await modern.inbox.next()).payload).toEqual({ from: "v1" });
    await modern.channel.send({
      type: "broadcast",
      event: "json",
      payload: { from: "v2" },
    });
    expect((await legacy.inbox.next()).payload).toEqual({ from: "v2" });

    const sender = await member(await realtimeClient(), name);
    await sender.channel.send({
      type: "broadcast",
      event: "raw",
      payload: new Uint8Array([1, 2, 250]).buffer,
    });
    const raw = await modern.inbox.next((m) => m.event === "raw");
    expect([...new Uint8Array(raw.payload as ArrayBuffer)]).toEqual([
      1, 2, 250,
    ]);
  });

  it("accepts broadcasts over HTTP: send() before joining and httpSend()", async () => {
    const name = channelName("http");
    const listener = await member(await realtimeClient(), name);
    const sender = (await realtimeClient()).channel(name);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(
      await sender.send({
        type: "broadcast",
        event: "rest",
        payload: { n: 1 },
      }),
    ).toBe("ok");
    expect(await listener.inbox.next((m) => m.event === "rest")).toMatchObject({
      payload: { n: 1 },
    });
    await expect(sender.httpSend("direct", { n: 2 })).resolves.toEqual({
      success: true,
    });
    expect(
      await listener.inbox.next((m) => m.event === "direct"),
    ).toMatchObject({ payload: { n: 2 } });

    const refused = await fetch(
      `${runtime().apiUrl}/realtime/v1/api/broadcast`,
      {
        method: "POST",
        headers: { apikey: "nope", "content-type": "application/json" },
        body: JSON.stringify({
          messages: [{ topic: name, event: "x", payload: {} }],
        }),
      },
    );
    expect(refused.status).toBe(401);
  });

  it("keeps private channels to signed-in callers and apart from the public topic", async () => {
    const name = channelName("private");
    const anon = await realtimeClient();
    await expect(
      subscribed(anon.channel(name, { config: { private: true } })),
    ).rejects.toThrow(/Unauthorized/);
    const token = await userToken();
    const [one, two] = await Promise.all([
      realtimeClient({ token: () => token }),
      realtimeClient({ token: () => token }),
    ]);
    const inside = await member(one, name, { private: true });
    const sender = await member(two, name, { private: true });
    const outside = await member(await realtimeClient(), name);
    await sender.channel.send({
      type: "broadcast",
      event: "secret",
      payload: {},
    });
    await inside.inbox.next((m) => m.event === "secret");
    // A public message sent after the secret reached its members: the public topic hears it,
    // and nothing before it.
    const publicSender = await member(await realtimeClient(), name);
    await publicSender.channel.send({
      type: "broadcast",
      event: "sentinel",
      payload: {},
    });
    await outside.inbox.noneBefore((m) => m.event === "sentinel");
  });
});
