import { render, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import type { RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

import { RouteErrorBoundary } from "@/app/layouts/route-error-boundary";
import { lazyRoute } from "@/app/lazy-route";
import { routes } from "@/app/router";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { storeSession } from "../../support/session";
import {
  useDashboardReads,
  useRealtime,
} from "../admin-dashboard/dashboard-kit";

function Boom(): never {
  throw new Error("render crash");
}

/** The app's own root route, error boundary included, with one page that crashes. */
function withCrashingRoute(): RouteObject[] {
  const [root] = routes;
  if (!root || root.index) throw new Error("expected a root layout route");
  const crashing = [
    { path: "/boom", element: <Boom /> },
    {
      path: "/offline",
      element: lazyRoute(() =>
        Promise.reject(
          new TypeError("Failed to fetch dynamically imported module"),
        ),
      ),
    },
  ];
  return [{ ...root, children: [...(root.children ?? []), ...crashing] }];
}

const errorHeading = () =>
  screen.findByRole("heading", {
    level: 1,
    name: "Unexpected Application Error!",
  });

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

  it("shows the error page when a page's code cannot be downloaded", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderRoute("/offline", withCrashingRoute());
    expect(await errorHeading()).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("leaves the error page behind once the visitor is on another path", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    let crash = true;
    function Flaky() {
      if (crash) throw new Error("render crash");
      return <p>Recovered</p>;
    }
    const view = render(
      <RouteErrorBoundary pathname="/boom">
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(await errorHeading()).toBeInTheDocument();

    crash = false;
    view.rerender(
      <RouteErrorBoundary pathname="/boom">
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(await errorHeading()).toBeInTheDocument();

    view.rerender(
      <RouteErrorBoundary pathname="/services">
        <Flaky />
      </RouteErrorBoundary>,
    );
    expect(await screen.findByText("Recovered")).toBeVisible();
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
    // No session stored: supabase-js finds none.
    const { location } = renderRoute("/admin/fleet");
    expect(await screen.findByText("Loading")).toBeInTheDocument();
    await waitFor(() => expect(location().pathname).toBe("/auth"));
    expect(location().search).toBe("?redirectTo=%2Fadmin%2Ffleet");
  });

  it("keeps non-admins out of the admin area and lets admins in", async () => {
    storeSession();
    const first = renderRoute("/admin/dashboard");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "This area is not open to your account",
      }),
    ).toBeVisible();
    expect(first.location().pathname).toBe("/admin/dashboard");
    first.unmount();

    storeSession("admin");
    // The guard asks whether this admin must enrol a second factor first (no); the dashboard
    // behind it reads its figures and listens for bookings.
    server.use(
      http.post("*/rest/v1/rpc/admin_second_factor_required", () =>
        HttpResponse.json(false),
      ),
    );
    useDashboardReads();
    useRealtime();
    renderRoute("/admin");
    // Four lazily loaded modules in a row (guard, admin route table, shell, screen), each
    // transformed on first import here.
    expect(
      await screen.findByRole(
        "heading",
        { level: 1, name: "Dashboard" },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("navigation", { name: "Admin" }),
    ).toBeInTheDocument();
  });
});
