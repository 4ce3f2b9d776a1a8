import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import {
  fetchRides,
  onView,
  renderRidesTable,
  rides,
  serveRides,
} from "./demo-table";

beforeEach(() => {
  fetchRides.mockReset();
  fetchRides.mockImplementation(serveRides);
  onView.mockReset();
});

describe("data table states", () => {
  it("holds the page's height with a skeleton row for every row the page will show", async () => {
    fetchRides.mockImplementationOnce(() => new Promise(() => {}));
    const { container } = renderRidesTable("/admin/rides?pageSize=25");
    expect(
      container.querySelectorAll("[data-slot=data-table-skeleton-row]"),
    ).toHaveLength(25);
  });

  it("shows skeleton rows and a Loading status until the first page arrives", async () => {
    let deliver: () => void = () => {};
    fetchRides.mockImplementationOnce(
      (search) =>
        new Promise((resolve) => {
          deliver = () => resolve(serveRides(search));
        }),
    );
    const { container } = renderRidesTable();
    const skeletonRows = container.querySelectorAll(
      "[data-slot=data-table-skeleton-row]",
    );
    expect(skeletonRows).toHaveLength(10);
    expect(screen.getByRole("table")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByRole("status")).toHaveTextContent("Loading");

    deliver();
    expect(await screen.findByText("EKO-001")).toBeVisible();
    expect(
      container.querySelector("[data-slot=data-table-skeleton-row]"),
    ).toBeNull();
    expect(screen.getByRole("table")).not.toHaveAttribute("aria-busy");
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("shows the caller's empty text when nothing matches", async () => {
    renderRidesTable("/admin/rides?q=Nobody");
    expect(await screen.findByText("No rides found.")).toBeVisible();
    expect(screen.getByText("0 rows")).toBeVisible();
    expect(screen.getByText("Page 1 of 1")).toBeVisible();
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  it("shows the caller's error text, and its retry button fetches again", async () => {
    fetchRides.mockRejectedValueOnce(new Error("network down"));
    const { user } = renderRidesTable();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Error fetching bookings");
    expect(fetchRides).toHaveBeenCalledTimes(1);

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("EKO-001")).toBeVisible();
    expect(fetchRides).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers a row's actions in its own labelled menu", async () => {
    const { user } = renderRidesTable();
    await user.click(
      await screen.findByRole("button", { name: "Actions for EKO-002" }),
    );
    await user.click(screen.getByRole("menuitem", { name: "View" }));
    expect(onView).toHaveBeenCalledWith(rides[1]);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });
});
