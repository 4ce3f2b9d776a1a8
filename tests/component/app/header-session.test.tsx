import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { dispatchStorageEvent, storeSession } from "../../support/session";

const LOGOUT = "*/auth/v1/logout";

async function findHeader() {
  return (await screen.findAllByRole("banner"))[0]!;
}

describe("site header session actions", () => {
  it("offers Book a Ride to visitors who are not logged in", async () => {
    renderRoute("/");
    const header = await findHeader();
    expect(
      within(header).getAllByRole("link", { name: "Book a Ride" })[0],
    ).toHaveAttribute("href", "/book-a-ride");
    expect(
      within(header).queryByRole("button", { name: "Logout" }),
    ).not.toBeInTheDocument();
  });

  it("shows Admin and Logout to an admin, Logout alone to a customer", async () => {
    storeSession("admin");
    const { unmount } = renderRoute("/");
    const header = await findHeader();
    expect(
      (await within(header).findAllByRole("link", { name: "Admin" }))[0],
    ).toHaveAttribute("href", "/admin/dashboard");
    expect(
      (await within(header).findAllByRole("button", { name: "Logout" })).length,
    ).toBeGreaterThan(0);
    expect(
      within(header).queryByRole("link", { name: "Book a Ride" }),
    ).not.toBeInTheDocument();
    unmount();

    storeSession();
    renderRoute("/");
    const customerHeader = await findHeader();
    // The signed-in actions load after the header: wait for them before looking for Admin.
    expect(
      await within(customerHeader).findAllByRole("button", { name: "Logout" }),
    ).not.toHaveLength(0);
    expect(
      within(customerHeader).queryByRole("link", { name: "Admin" }),
    ).not.toBeInTheDocument();
  });

  it("follows sign-in and sign-out in another tab through storage events", async () => {
    renderRoute("/");
    const header = await findHeader();
    expect(
      within(header).queryByRole("button", { name: "Logout" }),
    ).not.toBeInTheDocument();

    act(() => {
      storeSession("admin");
      dispatchStorageEvent();
    });
    await waitFor(() =>
      expect(
        within(header).getAllByRole("button", { name: "Logout" }),
      ).not.toHaveLength(0),
    );

    act(() => {
      window.localStorage.removeItem(AUTH_STORAGE_KEY);
      dispatchStorageEvent();
    });
    await waitFor(() =>
      expect(
        within(header).queryByRole("button", { name: "Logout" }),
      ).not.toBeInTheDocument(),
    );
  });

  it("logs out: signs out, forgets the token, toasts and goes home", async () => {
    let logouts = 0;
    server.use(
      http.post(LOGOUT, () => {
        logouts += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    storeSession("admin");
    const { user, location } = renderRoute("/services");
    const header = await findHeader();

    await user.click(
      (await within(header).findAllByRole("button", { name: "Logout" }))[0]!,
    );

    expect(await screen.findByText("Logged Out")).toBeInTheDocument();
    expect(
      screen.getByText("You have been successfully logged out."),
    ).toBeInTheDocument();
    expect(logouts).toBe(1);
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    await waitFor(() => expect(location().pathname).toBe("/"));
    expect(
      within(header).getAllByRole("link", { name: "Book a Ride" }),
    ).not.toHaveLength(0);
  });
});
