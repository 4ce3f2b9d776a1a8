import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { Component as MyRidesRoute } from "@/app/routes/public/my-rides";

import { renderRoute } from "../../support/render-app";
import { storeSession } from "../../support/session";
import {
  answerMyRides,
  failure,
  LATER,
  renderAt,
  rideRow,
} from "./my-rides-kit";

function ridesList(name = "Upcoming rides") {
  return screen.findByRole("list", { name }, LATER);
}

describe("My rides", { timeout: 20_000 }, () => {
  beforeAll(() =>
    Promise.all([import("@/components/ui/toaster"), import("@/lib/supabase")]),
  );
  afterEach(() => act(() => dismissToast()));

  it("sends a signed-out visitor to log in and back", async () => {
    const { location } = renderAt(<MyRidesRoute />, {
      path: "/my-rides?tab=past",
      session: null,
    });
    expect(await screen.findByText("Login page")).toBeVisible();
    expect(location().pathname).toBe("/auth");
    expect(new URLSearchParams(location().search).get("redirectTo")).toBe(
      "/my-rides?tab=past",
    );
  });

  it("lists upcoming rides with route, Lagos time, service, fare, status and the ride link", async () => {
    const ride = rideRow({
      reference: "EKO-UP0001",
      manage_token: "abc123abc123abc123abc123abc123ab",
    });
    const calls = answerMyRides([ride]);
    renderAt(<MyRidesRoute />);

    const list = await ridesList();
    const card = within(list).getByRole("article", { name: "EKO-UP0001" });
    expect(card).toHaveTextContent("Eko Hotel & Suites");
    expect(card).toHaveTextContent("Murtala Muhammed International Airport");
    // 13:30 UTC is 14:30 in Lagos.
    expect(within(card).getByText("Thu, 3 Dec 2026, 14:30")).toBeVisible();
    expect(within(card).getByText("Premium Ride")).toBeVisible();
    expect(card).toHaveTextContent(/42,500\.00/);
    expect(within(card).getByText("Confirmed")).toBeVisible();
    expect(
      within(card).getByRole("link", { name: "View ride EKO-UP0001" }),
    ).toHaveAttribute(
      "href",
      "/ride/EKO-UP0001/abc123abc123abc123abc123abc123ab",
    );
    expect(
      within(card).getByRole("button", { name: "Cancel ride EKO-UP0001" }),
    ).toBeVisible();
    expect(calls[0]).toEqual({ p_scope: "upcoming", p_limit: 10, p_offset: 0 });
  });

  it("switches to past rides through the URL, with Rate on a completed ride", async () => {
    const calls = answerMyRides(({ p_scope }) =>
      p_scope === "past"
        ? [
            rideRow({
              reference: "EKO-PAST01",
              status: "completed",
              stage: "completed",
              can_cancel: false,
              can_rate: true,
            }),
            rideRow({
              reference: "EKO-PAST02",
              status: "completed",
              can_cancel: false,
              rating: 4,
            }),
          ].map((row) => ({ ...row, total_count: 2 }))
        : [rideRow({ reference: "EKO-NEXT01" })],
    );
    const { user, location } = renderAt(<MyRidesRoute />);
    await ridesList();

    await user.click(screen.getByRole("tab", { name: "Past" }));
    const list = await ridesList("Past rides");
    expect(location().search).toBe("?tab=past");
    expect(calls.at(-1)).toEqual({ p_scope: "past", p_limit: 10, p_offset: 0 });
    expect(
      within(list).getByRole("button", { name: "Rate ride EKO-PAST01" }),
    ).toBeVisible();
    const rated = within(list).getByRole("article", { name: "EKO-PAST02" });
    expect(
      within(rated).getByText("You rated this ride 4 out of 5."),
    ).toBeVisible();
    expect(
      within(list).queryByRole("button", { name: /Cancel ride/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Past" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("pages on the server: total_count sets the pages, Next asks for the next offset", async () => {
    const calls = answerMyRides(({ p_offset }) =>
      Array.from({ length: p_offset >= 20 ? 3 : 10 }, (_, index) =>
        rideRow({
          reference: `EKO-P${String(p_offset + index + 1).padStart(4, "0")}`,
          total_count: 23,
        }),
      ),
    );
    const { user, location } = renderAt(<MyRidesRoute />);
    await ridesList();
    const pager = screen.getByRole("navigation", {
      name: "Upcoming rides pages",
    });
    expect(pager).toHaveTextContent("Page 1 of 3 · 23 rides");

    await user.click(within(pager).getByRole("link", { name: "Next" }));
    expect(
      await screen.findByRole("article", { name: "EKO-P0011" }, LATER),
    ).toBeVisible();
    expect(location().search).toBe("?page=2");
    expect(calls.at(-1)).toEqual({
      p_scope: "upcoming",
      p_limit: 10,
      p_offset: 10,
    });

    await user.click(screen.getByRole("link", { name: "Next" }));
    expect(
      await screen.findByRole("article", { name: "EKO-P0023" }, LATER),
    ).toBeVisible();
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(
      screen.queryByRole("link", { name: "Next" }),
    ).not.toBeInTheDocument();
    expect(
      screen.getByRole("navigation", { name: "Upcoming rides pages" }),
    ).toHaveTextContent("Page 3 of 3");
  });

  it("a page past the end (an old link) offers the first page instead of an empty pager", async () => {
    const calls = answerMyRides([]);
    const { user, location } = renderAt(<MyRidesRoute />, {
      path: "/my-rides?tab=past&page=5",
    });
    expect(
      await screen.findByText(/No rides on this page/, {}, LATER),
    ).toBeVisible();
    expect(calls[0]).toEqual({ p_scope: "past", p_limit: 10, p_offset: 40 });
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
    await user.click(
      screen.getByRole("link", { name: "Go to the first page" }),
    );
    expect(location().search).toBe("?tab=past");
  });

  it("shows an empty state with a Book a Ride link (any signed-in role)", async () => {
    answerMyRides([]);
    renderAt(<MyRidesRoute />, {
      session: { userId: "x", email: "admin@ekoluxe.ng", role: "admin" },
    });
    expect(
      await screen.findByRole("heading", { name: "No upcoming rides" }, LATER),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Book a Ride" })).toHaveAttribute(
      "href",
      "/book-a-ride",
    );
  });

  it("shows skeletons while loading, then the error in place and as a toast; Try again reloads", async () => {
    let fail = true;
    answerMyRides(() =>
      fail ? failure("upstream timeout", 503, "PGRST000") : [rideRow()],
    );
    const { user } = renderAt(<MyRidesRoute />);
    expect(
      screen.getByRole("status", { name: "Loading your rides" }),
    ).toBeVisible();

    const alert = await screen.findByRole("alert", {}, LATER);
    expect(alert).toHaveTextContent("Error fetching bookings");
    await waitFor(() =>
      expect(
        screen
          .getAllByRole("status")
          .some((toast) =>
            toast.textContent?.includes("Error fetching bookings"),
          ),
      ).toBe(true),
    );

    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await ridesList()).toBeVisible();
  });
});

describe("the header's My rides link", () => {
  it("is offered to a signed-in customer, not to an administrator or a visitor", async () => {
    storeSession();
    const { unmount } = renderRoute("/");
    const header = (await screen.findAllByRole("banner"))[0]!;
    expect(
      (await within(header).findAllByRole("link", { name: "My rides" }))[0],
    ).toHaveAttribute("href", "/my-rides");
    unmount();

    storeSession("admin");
    const admin = renderRoute("/");
    const adminHeader = (await screen.findAllByRole("banner"))[0]!;
    await within(adminHeader).findAllByRole("link", { name: "Admin" });
    expect(
      within(adminHeader).queryByRole("link", { name: "My rides" }),
    ).not.toBeInTheDocument();
    admin.unmount();

    window.localStorage.clear();
    renderRoute("/");
    const visitorHeader = (await screen.findAllByRole("banner"))[0]!;
    expect(
      within(visitorHeader).queryByRole("link", { name: "My rides" }),
    ).not.toBeInTheDocument();
  });
});
