import { describe, expect, it } from "vitest";

import { benchRealtimeLatency } from "../../../bench/realtime-latency.ts";
import { runtime } from "../support.ts";

describe("realtime latency", () => {
  it("delivers a committed insert to a subscriber well within the 50 ms p95 budget", async () => {
    const { p50, p95 } = await benchRealtimeLatency(
      runtime(),
      "rt_latency",
      60,
    );
    expect(p50).toBeLessThan(p95 + Number.EPSILON);
    expect(p95).toBeLessThan(50);
  });
});
