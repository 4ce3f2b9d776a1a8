import { afterEach, describe, expect, it, vi } from "vitest";

const invoke = vi.fn();
vi.mock("@/lib/load-supabase", () => ({
  loadSupabase: async () => ({ functions: { invoke } }),
}));

const { notifyBookingUpdate } = await import("@/lib/booking-emails");

afterEach(() => {
  invoke.mockReset();
  vi.restoreAllMocks();
});

/** Waits until the fire-and-forget call has run its course. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("notifyBookingUpdate", () => {
  it("asks send-email for the booking's update by reference, without waiting", async () => {
    invoke.mockResolvedValue({ data: { sent: 1 }, error: null });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(notifyBookingUpdate("EKO-7F3K2Q")).toBeUndefined();
    await settle();
    expect(invoke).toHaveBeenCalledExactlyOnceWith("send-email", {
      body: { type: "booking_update", data: { reference: "EKO-7F3K2Q" } },
    });
    expect(warn).not.toHaveBeenCalled();
  });

  it("only warns when the function answers an error or cannot be reached", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    invoke.mockResolvedValueOnce({ data: null, error: new Error("502") });
    invoke.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    notifyBookingUpdate("EKO-7F3K2Q");
    notifyBookingUpdate("EKO-7F3K2Q");
    await settle();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      "send-email (booking_update) failed",
      "send-email (booking_update) failed",
    ]);
  });
});
