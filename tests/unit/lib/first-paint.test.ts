import { afterEach, describe, expect, it, vi } from "vitest";

/** A page whose frames the test runs by hand, and whose paint entries it decides. */
function page({ painted }: { painted: boolean }) {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
    frames.push(callback),
  );
  vi.stubGlobal("performance", {
    getEntriesByName: (name: string) =>
      painted && name === "first-contentful-paint" ? [{}] : [],
  });
  return { frame: () => frames.splice(0).forEach((run) => run(0)) };
}

/** The module afresh: it remembers the first paint it waited for. */
async function load() {
  vi.resetModules();
  return (await import("@/lib/first-paint")).afterFirstPaint;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterFirstPaint", () => {
  it("resolves at once on a page that has already painted", async () => {
    page({ painted: true });
    const afterFirstPaint = await load();
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it("before the first paint, waits for the frame being built and the task after it", async () => {
    vi.useFakeTimers();
    const { frame } = page({ painted: false });
    const afterFirstPaint = await load();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(10);
    expect(done).toBe(false);
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("gives up waiting after 100 ms when no frame comes (a tab opened in the background)", async () => {
    vi.useFakeTimers();
    page({ painted: false });
    const afterFirstPaint = await load();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
