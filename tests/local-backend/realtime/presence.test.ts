import { describe, expect, it } from "vitest";

import {
  channelName,
  Inbox,
  realtimeClient,
  subscribed,
} from "./realtime-support.ts";

describe("presence", () => {
  it("syncs track, re-track and untrack to other members as joins and leaves", async () => {
    const name = channelName("presence");
    const [a, b] = await Promise.all([realtimeClient(), realtimeClient()]);
    const joins = new Inbox();
    const leaves = new Inbox();
    const watcher = b
      .channel(name, { config: { presence: { key: "watcher" } } })
      .on("presence", { event: "join" }, joins.push)
      .on("presence", { event: "leave" }, leaves.push);
    await subscribed(watcher);
    const rider = a.channel(name, { config: { presence: { key: "rider-1" } } });
    await subscribed(rider);
    expect(await rider.track({ status: "waiting" })).toBe("ok");
    const joined = await joins.next((j) => j.key === "rider-1");
    expect(joined.newPresences).toEqual([
      { status: "waiting", presence_ref: expect.any(String) },
    ]);
    expect(watcher.presenceState()["rider-1"]).toEqual([
      { status: "waiting", presence_ref: expect.any(String) },
    ]);

    await rider.track({ status: "riding" });
    await leaves.next((l) => l.key === "rider-1");
    expect(watcher.presenceState()["rider-1"]).toEqual([
      { status: "riding", presence_ref: expect.any(String) },
    ]);

    leaves.items.length = 0;
    await rider.untrack();
    expect(
      (await leaves.next((l) => l.key === "rider-1")).leftPresences,
    ).toHaveLength(1);
    expect(watcher.presenceState()["rider-1"]).toBeUndefined();
  });

  it("sends the current state to a late joiner and a leave when a member goes away", async () => {
    const name = channelName("presence");
    const [a, b] = await Promise.all([realtimeClient(), realtimeClient()]);
    const rider = a.channel(name, { config: { presence: { key: "rider-2" } } });
    await subscribed(rider);
    await rider.track({ seat: 2 });
    const syncs = new Inbox();
    const leaves = new Inbox();
    const late = b
      .channel(name)
      .on("presence", { event: "sync" }, () => syncs.push({}))
      .on("presence", { event: "leave" }, leaves.push);
    await subscribed(late);
    await syncs.next(() =>
      Object.keys(late.presenceState()).includes("rider-2"),
    );
    expect(late.presenceState()["rider-2"]).toEqual([
      { seat: 2, presence_ref: expect.any(String) },
    ]);
    await a.removeChannel(rider);
    await leaves.next((l) => l.key === "rider-2");
  });
});
