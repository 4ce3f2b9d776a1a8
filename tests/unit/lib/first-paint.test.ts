import { afterEach, describe, expect, it, vi } from "vitest";

type Report = (entries: { name: string }[]) => void;

/**
 * A page whose paints the test decides: `present()` is the browser reporting the first
 * contentful paint to the page's observers (or, where it reports none, running its frames).
 */
function page({ painted, observes }: { painted: boolean; observes: boolean }) {
  let first = painted;
  const observers: Report[] = [];
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal("performance", {
    getEntriesByName: (name: string) =>
      first && name === "first-contentful-paint" ? [{ name }] : [],
  });
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) =>
    frames.push(callback),
  );
  vi.stubGlobal(
    "PerformanceObserver",
    Object.assign(
      class {
        constructor(private readonly report: (list: unknown) => void) {}
        observe() {
          observers.push((entries) =>
            this.report({
              getEntriesByName: (name: string) =>
                entries.filter((entry) => entry.name === name),
            }),
          );
        }
        disconnect() {}
      },
      { supportedEntryTypes: observes ? ["paint"] : [] },
    ),
  );
  return {
    present() {
      first = true;
      for (const report of observers)
        report([{ name: "first-contentful-paint" }]);
    },
    frame: () => frames.splice(0).forEach((run) => run(0)),
  };
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
    page({ painted: true, observes: true });
    const afterFirstPaint = await load();
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  it("before the first paint, waits for the browser to report it presented", async () => {
    vi.useFakeTimers();
    const browser = page({ painted: false, observes: true });
    const afterFirstPaint = await load();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    browser.present();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("where paints are not reported, waits two frames", async () => {
    vi.useFakeTimers();
    const browser = page({ painted: false, observes: false });
    const afterFirstPaint = await load();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    browser.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(false);
    browser.frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("gives up waiting after 100 ms (a tab opened in the background)", async () => {
    vi.useFakeTimers();
    page({ painted: false, observes: true });
    const afterFirstPaint = await load();
    let done = false;
    void afterFirstPaint().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
