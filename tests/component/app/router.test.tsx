import { screen, waitFor } from "@testing-library/react";
import type { RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

import { supabase } from "@/lib/supabase";
import { routes } from "@/app/router";

import { renderRoute } from "../../support/render-app";
import { fakeAccessToken } from "../../support/session";

vi.mock("@/lib/supabase", () => ({
  supabase: { auth: { getSession: vi.fn(), signOut: vi.fn() } },
}));

function Boom(): never {
  throw new Error("render crash");
}

/** The app's own root route, errorElement included, with one page that crashes. */
function withCrashingRoute(): RouteObject[] {
  const [root] = routes;
  if (!root || root.index) throw new Error("expected a root layout route");
  const crashing = { path: "/boom", Component: Boom };
  return [{ ...root, children: [...(root.children ?? []), crashing] }];
}

function sessionWithRole(role?: string) {
  const accessToken = fakeAccessToken({
    sub: "u1",
    app_metadata: role ? { role } : {},
  });
  return { access_token: accessToken, user: { id: "u1", email: "a@b.ng" } };
}

describe("router", () => {
  afterEach(() => vi.restoreAllMocks());

  it("renders the root error element when a page crashes", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    renderRoute("/boom", withCrashingRoute());
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Unexpected Application Error!",
      }),
    ).toBeInTheDocument();
  });

  it("shows the not-found page for unknown URLs, with the site chrome", async () => {
    renderRoute("/no-such-page");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Page Not Found" }),
    ).toBeVisible();
    expect(
      screen.getByRole("navigation", { name: "Main" }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe("Page Not Found | EkoLuxe"),
    );
  });

  it("gives every page its own title", async () => {
    renderRoute("/");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      /Lagos/,
    );
    await waitFor(() =>
      expect(document.title).toBe("Premium E-Hailing in Lagos | EkoLuxe"),
    );
    expect(
      screen.getAllByRole("link", { name: /Book a Ride/ }).length,
    ).toBeGreaterThan(0);
    expect(
      screen.getByRole("link", { name: "Become a Driver" }),
    ).toHaveAttribute("href", "/drivers");
  });

  it("shows Loading, then sends visitors without a session to /auth", async () => {
    vi.mocked(supabase.auth.getSession).mockResolvedValue({
      data: { session: null },
      error: null,
    });
    const { router } = renderRoute("/admin/fleet");
    expect(await screen.findByText("Loading")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe("/auth"));
    expect(router.state.location.search).toBe("?redirectTo=%2Fadmin%2Ffleet");
  });

  it("keeps non-admins out of the admin area and lets admins in", async () => {
    const getSession = vi.mocked(supabase.auth.getSession);
    getSession.mockResolvedValue({
      data: { session: sessionWithRole() },
      error: null,
    } as never);
    const first = renderRoute("/admin/dashboard");
    await waitFor(() =>
      expect(first.router.state.location.pathname).toBe("/auth"),
    );
    first.unmount();

    getSession.mockResolvedValue({
      data: { session: sessionWithRole("admin") },
      error: null,
    } as never);
    renderRoute("/admin");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dashboard" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("navigation", { name: "Admin" }),
    ).toBeInTheDocument();
  });
});
