import { describe, expect, it } from "vitest";
import WebSocket from "ws";

import { runtime } from "../support.ts";
import { joinFrame, rawSocket } from "./raw-socket.ts";
import {
  channelName,
  Inbox,
  realtimeClient,
  subscribed,
  userToken,
} from "./realtime-support.ts";

/** The HTTP status the WebSocket upgrade is answered with (101 when the socket opens). */
function upgradeStatus(
  params: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<number> {
  const url = `${runtime().apiUrl.replace(/^http/, "ws")}/realtime/v1/websocket?${new URLSearchParams(params)}`;
  return new Promise((done, fail) => {
    const socket = new WebSocket(url, { headers });
    socket.once("open", () => {
      socket.terminate();
      done(101);
    });
    socket.once("unexpected-response", (_request, response) => {
      done(response.statusCode ?? 0);
      socket.terminate();
    });
    socket.once("error", (error) => fail(error));
  });
}

describe("realtime keys and access tokens", () => {
  it("refuses the socket itself (403) without a valid apikey, as Realtime's connect does", async () => {
    expect(await upgradeStatus({ apikey: "not-a-key", vsn: "2.0.0" })).toBe(
      403,
    );
    expect(await upgradeStatus({ vsn: "2.0.0" })).toBe(403);
    expect(
      await upgradeStatus({ apikey: "sb_publishable_unknown", vsn: "2.0.0" }),
    ).toBe(403);
    expect(
      await upgradeStatus({ apikey: runtime().anonKey, vsn: "2.0.0" }),
    ).toBe(101);
  });

  it("takes the key from an x-api-key header before the apikey parameter", async () => {
    expect(
      await upgradeStatus(
        { apikey: "not-a-key", vsn: "2.0.0" },
        { "x-api-key": runtime().anonKey },
      ),
    ).toBe(101);
    expect(
      await upgradeStatus(
        { apikey: runtime().anonKey, vsn: "2.0.0" },
        { "x-api-key": "not-a-key" },
      ),
    ).toBe(403);
  });

  it("accepts the opaque publishable key in place of the anon JWT", async () => {
    const client = await realtimeClient({ key: runtime().publishableKey });
    await expect(
      subscribed(client.channel(channelName("publishable"))),
    ).resolves.toBeTruthy();
  });

  it("rejects a join whose access token has expired or is forged", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "2.0.0" });
    ws.send(
      joinFrame("realtime:expired", "1", {}, await userToken(undefined, -30)),
    );
    const [, , , , expired] = await ws.frame(
      "realtime:expired",
      "phx_reply",
      "1",
    );
    expect(expired.response?.reason).toMatch(
      /^InvalidJWTToken: Token has expired \d+ seconds ago$/,
    );
    const forged = (await userToken()).slice(0, -4) + "AAAA";
    ws.send(joinFrame("realtime:forged", "2", {}, forged));
    const [, , , , bad] = await ws.frame("realtime:forged", "phx_reply", "2");
    expect(bad.response?.reason).toBe(
      "JwtSignatureError: Failed to validate JWT signature",
    );
  });

  it("closes the channel with a system error when a pushed access_token has expired", async () => {
    const ws = await rawSocket({ apikey: runtime().anonKey, vsn: "2.0.0" });
    const topic = `realtime:${channelName("refresh")}`;
    ws.send(joinFrame(topic, "1", {}, await userToken()));
    await ws.frame(topic, "phx_reply", "1");
    ws.send([
      "1",
      "2",
      topic,
      "access_token",
      { access_token: await userToken(undefined, -5) },
    ]);
    const [, , , , system] = await ws.frame(topic, "system");
    expect(system).toMatchObject({
      extension: "system",
      status: "error",
      message: expect.stringMatching(/^InvalidJWTToken/),
    });
    expect(await ws.frame(topic, "phx_close")).toEqual([
      "1",
      "1",
      topic,
      "phx_close",
      {},
    ]);
    ws.send([
      "1",
      "3",
      topic,
      "broadcast",
      { type: "broadcast", event: "x", payload: {} },
    ]);
    expect((await ws.frame(topic, "phx_reply", "3"))[4].status).toBe("error");
  });

  it("tells supabase-js about an expiring token: system error, then CLOSED", async () => {
    const token = await userToken(undefined, 2);
    const client = await realtimeClient({ token: () => token });
    const system = new Inbox();
    const statuses = new Inbox<string>();
    client
      .channel(channelName("expiry"))
      .on("system", {}, system.push)
      .subscribe(statuses.push);
    await statuses.next((s) => s === "SUBSCRIBED");
    expect(await system.next((m) => m.status === "error", 4000)).toMatchObject({
      message: expect.stringMatching(/expired/),
    });
    await statuses.next((s) => s === "CLOSED");
  });
});
