import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import {
  startRealtimeSync,
  type LiveStatus,
  type RealtimeSyncOptions,
} from "@/lib/realtime-sync";

// The states a server can put a channel in on demand (a channel it closes, a join that times
// out) are driven here by hand; tests/database/realtime/realtime-resync.test.ts restarts a real backend.
type Status = "SUBSCRIBED" | "CHANNEL_ERROR" | "TIMED_OUT" | "CLOSED";

class ScriptedChannel {
  bindings = 0;
  #report: ((status: Status) => void) | undefined;
  constructor(readonly topic: string) {}
  on() {
    this.bindings += 1;
    return this;
  }
  subscribe(report: (status: Status) => void) {
    this.#report = report;
    return this;
  }
  report(status: Status) {
    this.#report?.(status);
  }
}

function setUp() {
  const channels: ScriptedChannel[] = [];
  const removed: ScriptedChannel[] = [];
  const client = {
    channel: (topic: string) => {
      const channel = new ScriptedChannel(topic);
      channels.push(channel);
      return channel;
    },
    removeChannel: async (channel: ScriptedChannel) => {
      removed.push(channel);
      return "ok";
    },
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const fetchRecent = vi.fn(async () => ["EKO-7F3K2Q"]);
  const observer = new QueryObserver(queryClient, {
    queryKey: ["bookings", "recent"],
    queryFn: fetchRecent,
  });
  const unobserve = observer.subscribe(() => undefined);
  const statuses: LiveStatus[] = [];
  const stop = startRealtimeSync({
    client: client as unknown as RealtimeSyncOptions["client"],
    queryClient,
    channelName: "bookings:recent",
    listen: (channel) =>
      (channel as unknown as ScriptedChannel).on() as unknown as typeof channel,
    feeds: () => [["bookings"]],
    onStatus: (status) => statuses.push(status),
  });
  const fetchCount = async () => {
    await vi.advanceTimersByTimeAsync(0);
    return fetchRecent.mock.calls.length;
  };
  return { channels, removed, statuses, stop, unobserve, fetchCount };
}

describe("startRealtimeSync", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("refetches what it feeds on the first join and on every rejoin after a loss", async () => {
    const sync = setUp();
    expect(await sync.fetchCount()).toBe(1);
    const [channel] = sync.channels;
    expect(channel!.bindings).toBe(1);

    channel!.report("SUBSCRIBED");
    expect(await sync.fetchCount()).toBe(2);
    channel!.report("CHANNEL_ERROR");
    channel!.report("TIMED_OUT");
    expect(await sync.fetchCount()).toBe(2);
    channel!.report("SUBSCRIBED");
    expect(await sync.fetchCount()).toBe(3);
    expect(sync.statuses).toEqual([
      "connecting",
      "live",
      "reconnecting",
      "reconnecting",
      "live",
    ]);
    sync.stop();
    sync.unobserve();
  });

  it("opens a new channel when the server closes one, and catches up once it joins", async () => {
    const sync = setUp();
    sync.channels[0]!.report("SUBSCRIBED");
    sync.channels[0]!.report("CLOSED");
    expect(sync.statuses.at(-1)).toBe("reconnecting");
    expect(sync.channels).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(1_000);
    expect(sync.channels).toHaveLength(2);
    const reopened = sync.channels[1]!;
    expect(reopened.topic).not.toBe(sync.channels[0]!.topic);
    expect(reopened.topic).toMatch(/^bookings:recent:/);
    expect(reopened.bindings).toBe(1);
    const before = await sync.fetchCount();
    sync.channels[0]!.report("SUBSCRIBED");
    expect(await sync.fetchCount()).toBe(before);
    reopened.report("SUBSCRIBED");
    expect(await sync.fetchCount()).toBe(before + 1);
    expect(sync.statuses.at(-1)).toBe("live");
    sync.stop();
    sync.unobserve();
  });

  it("stops for good: removes its channel and ignores anything after", async () => {
    const sync = setUp();
    const [channel] = sync.channels;
    channel!.report("SUBSCRIBED");
    sync.stop();
    expect(sync.removed).toEqual([channel]);

    const statuses = sync.statuses.length;
    channel!.report("CLOSED");
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sync.channels).toHaveLength(1);
    expect(sync.statuses).toHaveLength(statuses);
    sync.unobserve();
  });
});
