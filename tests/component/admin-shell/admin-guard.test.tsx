import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { storeSession } from "../../support/session";
import { adminShellRoutes } from "./admin-shell-routes";

const open = (path: string) => renderRoute(path, adminShellRoutes);

async function findRefusal() {
  return screen.findByRole("heading", {
    level: 1,
    name: "This area is not open to your account",
  });
}

describe("admin guard", () => {
  it("shows Loading while the session is read, then sends a visitor without one to /auth and back", async () => {
    const { location } = open("/admin/fleet?status=available");
    expect(screen.getByRole("status")).toHaveTextContent("Loading");
    expect(
      await screen.findByRole("heading", { name: /^Sign in at/ }),
    ).toBeVisible();
    expect(location().pathname).toBe("/auth");
    expect(new URLSearchParams(location().search).get("redirectTo")).toBe(
      "/admin/fleet?status=available",
    );
  });

  it("lets an admin in: the shell and the page", async () => {
    storeSession("admin");
    open("/admin/dashboard");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Dashboard page" }),
    ).toBeVisible();
    expect(screen.getByRole("navigation", { name: "Admin" })).toBeVisible();
    expect(screen.queryByText("Loading")).not.toBeInTheDocument();
  });

  it("refuses a customer with a page of its own: home and sign out, no admin content", async () => {
    storeSession();
    const { location } = open("/admin/dashboard");
    const heading = await findRefusal();
    const page = screen.getByRole("main");
    expect(page).toContainElement(heading);
    expect(page).toHaveTextContent(
      "You are signed in as ada@example.ng, which has no access to the EkoLuxe back office.",
    );
    expect(
      within(page).getByRole("link", { name: "Back to the home page" }),
    ).toHaveAttribute("href", "/");
    expect(
      within(page).queryByRole("link", { name: /Owner Portal/ }),
    ).not.toBeInTheDocument();
    expect(
      within(page).getByRole("button", { name: "Sign out to switch account" }),
    ).toBeEnabled();
    expect(screen.queryByText("Dashboard page")).not.toBeInTheDocument();
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    expect(location().pathname).toBe("/admin/dashboard");
  });

  it("refuses an owner and points them to the Owner Portal", async () => {
    storeSession("owner");
    open("/admin/booking");
    await findRefusal();
    expect(
      screen.getByRole("link", { name: "Go to the Owner Portal" }),
    ).toHaveAttribute("href", "/owner-portal");
    expect(screen.queryByText("Bookings page")).not.toBeInTheDocument();
  });

  it("signs a refused account out and asks for another one, coming back to the page", async () => {
    let signedOut = false;
    server.use(
      http.post("*/auth/v1/logout", () => {
        signedOut = true;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    storeSession();
    const { user, location } = open("/admin/reports");
    await findRefusal();
    await user.click(
      screen.getByRole("button", { name: "Sign out to switch account" }),
    );
    expect(
      await screen.findByRole("heading", { name: /^Sign in at/ }),
    ).toBeVisible();
    expect(signedOut).toBe(true);
    expect(location().search).toBe("?redirectTo=%2Fadmin%2Freports");
    expect(await screen.findByText("Logged Out")).toBeVisible();
  });

  it("keeps the owner portal's guard: an admin there is refused inside the site chrome", async () => {
    storeSession("admin");
    open("/owner-portal");
    const heading = await findRefusal();
    expect(screen.getByRole("main")).toContainElement(heading);
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(
      screen.getByRole("link", { name: "Go to the admin dashboard" }),
    ).toHaveAttribute("href", "/admin/dashboard");
    expect(screen.getByText(/no access to the Owner Portal\./)).toBeVisible();
  });

  it("lets an owner into the owner portal and sends a visitor to /auth", async () => {
    storeSession("owner");
    const owner = open("/owner-portal");
    expect(
      await screen.findByRole("heading", { name: "Owner Portal page" }),
    ).toBeVisible();
    owner.unmount();
    window.localStorage.clear();

    const visitor = open("/owner-portal");
    await waitFor(() => expect(visitor.location().pathname).toBe("/auth"));
    expect(visitor.location().search).toBe("?redirectTo=%2Fowner-portal");
  });
});
