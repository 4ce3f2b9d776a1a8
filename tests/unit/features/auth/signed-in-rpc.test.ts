import { afterEach, describe, expect, it, vi } from "vitest";

import { callSignedInRpc } from "@/features/auth/api/signed-in-rpc";
import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";

const rpc = vi.fn();
vi.mock("@/lib/load-supabase", () => ({
  loadSupabase: async () => ({ rpc }),
}));

const RANGE = { p_from: "2026-10-01", p_to: "2026-10-31" };
const NOW_S = 1_800_000_000;

/** An access token as GoTrue signs it (only its payload is read here), expiring `inS` from now. */
function accessToken(inS: number): string {
  const payload = { sub: "owner-1", exp: NOW_S + inS, role: "authenticated" };
  const encoded = btoa(JSON.stringify(payload)).replace(/=+$/, "");
  return `header.${encoded}.signature`;
}

/** What supabase-js left in storage for a session with this token (or nothing). */
function storeSession(token: string | null) {
  const stored = token ? JSON.stringify({ access_token: token }) : null;
  vi.stubGlobal("window", {
    localStorage: {
      getItem: (key: string) => (key === AUTH_STORAGE_KEY ? stored : null),
    },
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  rpc.mockReset();
});

describe("callSignedInRpc", () => {
  it("sends a read with the stored token while it is good for another minute, without supabase-js", async () => {
    vi.useFakeTimers({ now: NOW_S * 1000 });
    const token = accessToken(120);
    storeSession(token);
    const fetch = vi.fn(async () => Response.json([{ id: "r1" }]));
    vi.stubGlobal("fetch", fetch);
    await expect(
      callSignedInRpc("owner_reports", RANGE, "The figures could not be read"),
    ).resolves.toEqual([{ id: "r1" }]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]).toEqual([
      expect.stringMatching(/\/rest\/v1\/rpc\/owner_reports$/),
      expect.objectContaining({
        headers: expect.objectContaining({ Authorization: `Bearer ${token}` }),
      }),
    ]);
    expect(rpc).not.toHaveBeenCalled();
  });

  it.each([
    ["expires within the minute", accessToken(30)],
    ["has expired", accessToken(-10)],
    ["is not a token", "not-a-jwt"],
  ])(
    "goes through supabase-js (which refreshes the session) when the stored token %s",
    async (_case, token) => {
      vi.useFakeTimers({ now: NOW_S * 1000 });
      storeSession(token);
      const fetch = vi.fn();
      vi.stubGlobal("fetch", fetch);
      rpc.mockResolvedValue({ data: [{ id: "r2" }], error: null, status: 200 });
      await expect(
        callSignedInRpc(
          "owner_reports",
          RANGE,
          "The figures could not be read",
        ),
      ).resolves.toEqual([{ id: "r2" }]);
      expect(rpc).toHaveBeenCalledWith("owner_reports", RANGE);
      expect(fetch).not.toHaveBeenCalled();
    },
  );

  it("throws supabase-js's refusal with its status when signed out", async () => {
    storeSession(null);
    rpc.mockResolvedValue({
      data: null,
      error: { message: "permission denied", code: "42501" },
      status: 403,
    });
    await expect(
      callSignedInRpc("owner_reports", RANGE, "The figures could not be read"),
    ).rejects.toMatchObject({ message: "permission denied", status: 403 });
  });
});
