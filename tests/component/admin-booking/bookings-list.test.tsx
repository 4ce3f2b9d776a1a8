import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { BookingsTable } from "@/features/admin-booking";
import { bookingSearchFilter } from "@/features/admin-booking/api/search";

import { server } from "../../support/msw-server";
import {
  bookingRow,
  BOOKINGS,
  listResponse,
  renderAdmin,
} from "./bookings-kit";

function captureListRequests(rows: unknown[] = [bookingRow()], total?: number) {
  const requests: URL[] = [];
  server.use(
    http.get(BOOKINGS, ({ request }) => {
      const url = new URL(request.url);
      requests.push(url);
      // Filtered views count exactly; the whole list takes the estimate past max_rows.
      const filtered = [
        "q",
        "or",
        "status_key",
        "service_type",
        "booking_time",
      ].some((key) => url.searchParams.has(key));
      expect(request.headers.get("Prefer")).toContain(
        filtered ? "count=exact" : "count=estimated",
      );
      return listResponse(rows, total);
    }),
  );
  return requests;
}

describe("bookings list", { timeout: 20_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("asks for newest first, 25 a page, and shows the exact total", async () => {
    const requests = captureListRequests([bookingRow()], 57);
    renderAdmin(<BookingsTable />);
    expect(
      await screen.findByText("EKO-7F3K2Q", {}, { timeout: 5000 }),
    ).toBeVisible();
    const params = requests.at(-1)!.searchParams;
    expect(params.get("order")).toBe("created_at.desc,id.desc");
    expect(params.get("offset")).toBe("0");
    expect(params.get("limit")).toBe("25");
    expect(screen.getByText("57 rows")).toBeVisible();
    expect(screen.getByText("Page 1 of 3")).toBeVisible();
  });

  it("says About for the estimated total of a long unfiltered list", async () => {
    captureListRequests([bookingRow()], 100_312);
    renderAdmin(<BookingsTable />);
    expect(await screen.findByText("About 100,312 rows")).toBeVisible();
  });

  it("turns the URL's filters, sort, page and search into the request", async () => {
    const requests = captureListRequests();
    renderAdmin(
      <BookingsTable />,
      "/admin/booking?page=2&pageSize=10&sort=fare_kobo.asc&status=pending&status=confirmed&service=premium&from=2026-12-01&to=2026-12-03&q=EKO-7F3K2Q",
    );
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    const params = requests.at(-1)!.searchParams;
    expect(params.get("status_key")).toBe("in.(pending,confirmed)");
    expect(params.get("service_type")).toBe("in.(premium)");
    // Lagos calendar days: midnight WAT is 23:00 UTC the day before.
    expect(params.getAll("booking_time")).toEqual([
      "gte.2026-11-30T23:00:00.000Z",
      "lt.2026-12-03T23:00:00.000Z",
    ]);
    expect(params.get("order")).toBe("fare_kobo.asc,id.asc");
    expect(params.get("offset")).toBe("10");
    expect(params.get("limit")).toBe("10");
    expect(params.get("or")).toBe(`(${bookingSearchFilter("EKO-7F3K2Q")})`);
  });

  it("writes a status filter to the URL, back to page 1, and asks again", async () => {
    const requests = captureListRequests();
    const { user } = renderAdmin(<BookingsTable />, "/admin/booking?page=3");
    await screen.findByText("EKO-7F3K2Q");
    const toolbar = screen
      .getByRole("searchbox")
      .closest('[data-slot="data-table-toolbar"]')!;
    await user.click(
      within(toolbar as HTMLElement).getByRole("button", { name: "Status" }),
    );
    await user.click(screen.getByRole("checkbox", { name: "Confirmed" }));
    await waitFor(() =>
      expect(screen.getByTestId("search")).toHaveTextContent(
        "?status=confirmed",
      ),
    );
    await waitFor(() =>
      expect(requests.at(-1)!.searchParams.get("status_key")).toBe(
        "in.(confirmed)",
      ),
    );
    expect(requests.at(-1)!.searchParams.get("offset")).toBe("0");
  });

  it("filters by a pickup date range chosen in the calendar", async () => {
    const requests = captureListRequests();
    const { user } = renderAdmin(<BookingsTable />, "/admin/booking?page=2");
    await screen.findByText("EKO-7F3K2Q", {}, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: "Pickup date" }));
    const grid = await screen.findByRole("grid", {}, { timeout: 5000 });
    const days = within(grid)
      .getAllByRole("button")
      .filter((day) => !day.closest("[data-outside]"));
    await user.click(days[9]!);
    await user.click(days[11]!);
    await waitFor(() =>
      expect(screen.getByTestId("search").textContent).toMatch(
        /^\?from=(\d{4}-\d{2})-10&to=\1-12$/,
      ),
    );
    const [month] = /\d{4}-\d{2}/.exec(
      screen.getByTestId("search").textContent!,
    )!;
    await waitFor(() =>
      expect(requests.at(-1)!.searchParams.getAll("booking_time")).toEqual([
        `gte.${new Date(`${month}-10T00:00:00+01:00`).toISOString()}`,
        `lt.${new Date(`${month}-13T00:00:00+01:00`).toISOString()}`,
      ]),
    );
  });

  it("sorts by a column header", async () => {
    const requests = captureListRequests();
    const { user } = renderAdmin(<BookingsTable />);
    await screen.findByText("EKO-7F3K2Q");
    await user.click(screen.getByRole("button", { name: "Pickup" }));
    await waitFor(() =>
      expect(requests.at(-1)!.searchParams.get("order")).toBe(
        "booking_time.asc,id.asc",
      ),
    );
    expect(screen.getByTestId("search")).toHaveTextContent(
      "sort=booking_time.asc",
    );
  });

  it("shows Error fetching bookings when the list cannot load, and tries again", async () => {
    let calls = 0;
    server.use(
      http.get(BOOKINGS, () => {
        calls += 1;
        return HttpResponse.json({ message: "boom" }, { status: 500 });
      }),
    );
    const { user } = renderAdmin(<BookingsTable />);
    expect(await screen.findByText("Error fetching bookings")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it("says so when there are no bookings, or none match", async () => {
    captureListRequests([]);
    renderAdmin(<BookingsTable />);
    expect(await screen.findByText("No bookings yet.")).toBeVisible();
  });
});
