import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { fetchRides, renderRidesTable, serveRides } from "./demo-table";

const searchOf = () => screen.getByTestId("search").textContent;
const navigationOf = () => screen.getByTestId("navigation").textContent;
const header = (name: string) =>
  screen.getByRole("columnheader", { name: new RegExp(name) });
const bodyRows = () => screen.getAllByRole("row").slice(1);
const lastFetch = () => fetchRides.mock.lastCall?.[0];

beforeEach(() => {
  fetchRides.mockReset();
  fetchRides.mockImplementation(serveRides);
});

describe("data table URL state", () => {
  it("sorts from a header: aria-sort follows, the fetcher gets the sort and the URL keeps it", async () => {
    const { user } = renderRidesTable();
    await screen.findByText("EKO-001");
    expect(header("Reference")).toHaveAttribute("aria-sort", "ascending");
    expect(header("Customer")).toHaveAttribute("aria-sort", "none");
    expect(header("Status")).not.toHaveAttribute("aria-sort");

    await user.click(screen.getByRole("button", { name: "Customer" }));
    await waitFor(() =>
      expect(header("Customer")).toHaveAttribute("aria-sort", "ascending"),
    );
    expect(header("Reference")).toHaveAttribute("aria-sort", "none");
    expect(lastFetch()).toMatchObject({ sort: "customer.asc", page: 1 });
    expect(searchOf()).toBe("?sort=customer.asc");
    expect(navigationOf()).toBe("PUSH");

    await user.click(screen.getByRole("button", { name: "Customer" }));
    await waitFor(() =>
      expect(header("Customer")).toHaveAttribute("aria-sort", "descending"),
    );
    expect(lastFetch()).toMatchObject({ sort: "customer.desc" });
    await waitFor(() =>
      expect(within(bodyRows()[0]!).getByText("Customer W")).toBeVisible(),
    );
  });

  it("debounces the search, replaces the history entry and goes back to page 1", async () => {
    const { user } = renderRidesTable("/admin/rides?page=2");
    await screen.findByText("EKO-011");
    fetchRides.mockClear();

    await user.type(
      screen.getByRole("searchbox", { name: "Search customers" }),
      "Customer B",
    );
    // Nothing is sent letter by letter.
    expect(fetchRides).not.toHaveBeenCalled();
    await waitFor(() => expect(searchOf()).toBe("?q=Customer+B"));
    expect(navigationOf()).toBe("REPLACE");
    expect(fetchRides).toHaveBeenCalledTimes(1);
    expect(lastFetch()).toMatchObject({ q: "Customer B", page: 1 });
    expect(await screen.findByText("EKO-002")).toBeVisible();
    expect(screen.getByText("Page 1 of 1")).toBeVisible();
  });

  it("keeps what is being typed across a pause, and empties the box on Reset", async () => {
    const { user } = renderRidesTable();
    await screen.findByText("EKO-001");
    const box = screen.getByRole("searchbox", { name: "Search customers" });
    await user.type(box, "Customer ");
    await waitFor(() => expect(searchOf()).toBe("?q=Customer"));
    await user.type(box, "C");
    expect(box).toHaveValue("Customer C");
    await waitFor(() => expect(searchOf()).toBe("?q=Customer+C"));

    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(searchOf()).toBe(""));
    expect(box).toHaveValue("");
  });

  it("writes a faceted filter's selection to the URL, resets the page, and clears it with Reset", async () => {
    const { user } = renderRidesTable("/admin/rides?page=2");
    await screen.findByText("EKO-011");

    await user.click(screen.getByRole("button", { name: "Status" }));
    const pending = screen.getByRole("checkbox", { name: /Pending/ });
    expect(pending).toHaveAccessibleName(/^Pending,\s?8$/);
    await user.click(pending);
    await user.click(screen.getByRole("checkbox", { name: /Completed/ }));
    await waitFor(() =>
      expect(searchOf()).toBe("?status=pending&status=completed"),
    );
    expect(pending).toHaveAttribute("aria-checked", "true");
    expect(lastFetch()).toMatchObject({
      status: ["pending", "completed"],
      page: 1,
    });
    expect(await screen.findByText("15 rows")).toBeVisible();

    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Reset" }));
    await waitFor(() => expect(searchOf()).toBe(""));
    expect(await screen.findByText("23 rows")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Reset" })).toBeNull();
  });

  it("pages with the buttons and the page-size select", async () => {
    const { user } = renderRidesTable();
    await screen.findByText("EKO-001");
    expect(screen.getByText("Page 1 of 3")).toBeVisible();
    expect(
      screen.getByRole("button", { name: "Previous page" }),
    ).toBeDisabled();
    expect(screen.getByRole("button", { name: "First page" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("EKO-011")).toBeVisible();
    expect(screen.getByText("Page 2 of 3")).toBeVisible();
    expect(searchOf()).toBe("?page=2");
    expect(navigationOf()).toBe("PUSH");

    await user.click(screen.getByRole("button", { name: "Last page" }));
    expect(await screen.findByText("EKO-023")).toBeVisible();
    expect(bodyRows()).toHaveLength(3);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "First page" }));
    expect(await screen.findByText("EKO-001")).toBeVisible();
    expect(searchOf()).toBe("");

    await user.click(screen.getByRole("combobox", { name: "Rows per page" }));
    await user.click(screen.getByRole("option", { name: "25" }));
    await waitFor(() => expect(searchOf()).toBe("?pageSize=25"));
    expect(await screen.findByText("EKO-023")).toBeVisible();
    expect(screen.getByText("Page 1 of 1")).toBeVisible();
    expect(lastFetch()).toMatchObject({ pageSize: 25, page: 1 });
  });

  it("opens a shared or reloaded link in the same state, and Back restores the previous view", async () => {
    const url =
      "/admin/rides?page=2&sort=customer.desc&status=pending&status=completed&q=Customer";
    const first = renderRidesTable(url);
    await screen.findByText("Page 2 of 2");
    first.unmount();
    fetchRides.mockClear();

    const { user } = renderRidesTable(url);
    expect(await screen.findByText("Page 2 of 2")).toBeVisible();
    expect(fetchRides).toHaveBeenCalledWith({
      page: 2,
      pageSize: 10,
      sort: "customer.desc",
      q: "Customer",
      status: ["pending", "completed"],
    });
    expect(header("Customer")).toHaveAttribute("aria-sort", "descending");
    expect(screen.getByRole("searchbox")).toHaveValue("Customer");
    expect(
      screen.getByRole("button", { name: /^Status,\s?2\s?selected$/ }),
    ).toBeVisible();

    await user.click(screen.getByRole("button", { name: "Previous page" }));
    expect(await screen.findByText("Page 1 of 2")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Browser back" }));
    expect(await screen.findByText("Page 2 of 2")).toBeVisible();
    expect(lastFetch()).toMatchObject({ page: 2, sort: "customer.desc" });
  });

  it("falls back to the defaults for values a link should not carry", async () => {
    renderRidesTable(
      "/admin/rides?page=-3&pageSize=7&sort=secret.asc&status=lost",
    );
    await screen.findByText("EKO-001");
    expect(lastFetch()).toEqual({
      page: 1,
      pageSize: 10,
      sort: "reference.asc",
      q: undefined,
      status: [],
    });
  });
});
