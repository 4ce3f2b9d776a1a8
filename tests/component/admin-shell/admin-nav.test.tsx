import { screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { adminNav } from "@/config/nav";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { storeSession } from "../../support/session";
import { adminShellRoutes } from "./admin-shell-routes";

const SECTIONS = [
  "Dashboard",
  "Bookings",
  "Fleet",
  "Drivers",
  "Tracking",
  "Maintenance",
  "Reports",
  "Users",
  "Settings",
];

async function openAsAdmin(path: string) {
  storeSession("admin");
  const view = renderRoute(path, adminShellRoutes);
  await screen.findByRole("navigation", { name: "Admin" });
  return view;
}

const currentLinks = (scope: HTMLElement) =>
  within(scope)
    .getAllByRole("link")
    .filter((link) => link.getAttribute("aria-current") === "page")
    .map((link) => link.textContent);

describe("admin navigation", () => {
  it("lists the spec's sections in order, View Site and Logout, with the current page marked", async () => {
    const { user } = await openAsAdmin("/admin/drivers");
    const nav = screen.getByRole("navigation", { name: "Admin" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((l) => l.textContent),
    ).toEqual(SECTIONS);
    expect(currentLinks(nav)).toEqual(["Drivers"]);
    expect(screen.getByRole("link", { name: "View Site" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(
      screen.getByRole("link", { name: "Skip to content" }),
    ).toHaveAttribute("href", "#main");
    expect(screen.getByRole("main")).toHaveAttribute("id", "main");

    await user.click(within(nav).getByRole("link", { name: "Maintenance" }));
    expect(
      await screen.findByRole("heading", { name: "Maintenance page" }),
    ).toBeVisible();
    expect(currentLinks(nav)).toEqual(["Maintenance"]);
  });

  it("opens the phone menu as a sheet with the same links and closes it on navigation", async () => {
    const { user, location } = await openAsAdmin("/admin/dashboard");
    await user.click(screen.getByRole("button", { name: "Open admin menu" }));
    const sheet = await screen.findByRole("dialog", { name: "Admin menu" });
    expect(sheet).toHaveTextContent("Signed in as ada@example.ng");
    const sheetNav = within(sheet).getByRole("navigation", { name: "Admin" });
    expect(
      within(sheetNav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(adminNav.map((item) => item.label));
    expect(currentLinks(sheetNav)).toEqual(["Dashboard"]);
    expect(
      within(sheet).getByRole("link", { name: "View Site" }),
    ).toBeVisible();
    expect(within(sheet).getByRole("button", { name: "Logout" })).toBeVisible();

    await user.click(within(sheetNav).getByRole("link", { name: "Fleet" }));
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(location().pathname).toBe("/admin/fleet");
    expect(screen.getByRole("heading", { name: "Fleet page" })).toBeVisible();
  });

  it("closes the phone menu with Escape and with its close button", async () => {
    const { user } = await openAsAdmin("/admin/users");
    const trigger = screen.getByRole("button", { name: "Open admin menu" });
    await user.click(trigger);
    await screen.findByRole("dialog", { name: "Admin menu" });
    await user.keyboard("{Escape}");
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
    expect(trigger).toHaveFocus();

    await user.click(trigger);
    const sheet = await screen.findByRole("dialog", { name: "Admin menu" });
    await user.click(
      within(sheet).getByRole("button", { name: "Close admin menu" }),
    );
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
  });

  it("logs out with the spec's toast and lands on the home page", async () => {
    server.use(
      http.post(
        "*/auth/v1/logout",
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const { user, location } = await openAsAdmin("/admin/settings");
    await user.click(screen.getByRole("button", { name: "Logout" }));
    expect(await screen.findByText("Logged Out")).toBeVisible();
    expect(
      screen.getByText("You have been successfully logged out."),
    ).toBeVisible();
    await waitFor(() => expect(location().pathname).toBe("/"));
    expect(screen.getByRole("heading", { name: "Home page" })).toBeVisible();
  });
});
