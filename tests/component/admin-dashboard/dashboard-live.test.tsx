import { act, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast, toastStore } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  failure,
  recentBooking,
  renderDashboard,
  STATS,
  useDashboardReads,
  useRealtime,
} from "./dashboard-kit";

describe("admin dashboard", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("shows the four stat cards from dashboard_stats", async () => {
    useDashboardReads();
    useRealtime();
    renderDashboard();
    const card = (name: string) => screen.getByRole("region", { name });
    await waitFor(() => expect(card("Active Cars")).toHaveTextContent("12"));
    expect(card("Available Drivers")).toHaveTextContent("7");
    expect(card("Total Revenue")).toHaveTextContent("₦12,345,678");
    expect(card("Pending Bookings")).toHaveTextContent("4");
  });

  it("raises 'Error fetching dashboard stats' with no description when the stats fail", async () => {
    useDashboardReads();
    useRealtime();
    server.use(http.post(STATS, () => failure("boom", 500, "XX000")));
    renderDashboard();
    expect(
      await screen.findByText("Error fetching dashboard stats"),
    ).toBeVisible();
    expect(toastStore.getSnapshot()[0]).toMatchObject({
      title: "Error fetching dashboard stats",
      description: undefined,
      variant: "destructive",
    });
    expect(
      screen.getByRole("region", { name: "Active Cars" }),
    ).toHaveTextContent("—");
  });

  it("puts a booking inserted elsewhere on top, live, without refetching the list", async () => {
    const initial = [1, 2, 3, 4, 5].map((i) =>
      recentBooking({ created_at: `2026-11-20T09:0${9 - i}:00Z` }),
    );
    const calls = useDashboardReads(initial);
    const realtime = useRealtime();
    renderDashboard();
    const list = await screen.findByRole("list", { name: "Recent bookings" });
    await screen.findByText("Live");
    await waitFor(() => expect(calls.recent).toBeGreaterThan(0));
    const readsBefore = calls.recent;
    const statsBefore = calls.stats;

    const fresh = recentBooking({
      reference: "EKO-NEW234",
      customer_name: "Bisi Adeyemi",
      created_at: "2026-11-21T10:00:00Z",
      service_type: "premium",
    });
    act(() => realtime.send("INSERT", fresh));

    const rows = () => within(list).getAllByRole("listitem");
    await waitFor(() => expect(rows()[0]).toHaveTextContent("EKO-NEW234"));
    expect(rows()[0]).toHaveTextContent("Bisi Adeyemi");
    expect(rows()[0]).toHaveTextContent("Premium Ride");
    expect(rows()).toHaveLength(5);
    expect(within(list).queryByText(initial[4]!.reference)).toBeNull();

    // A status change patches its row in place.
    act(() => realtime.send("UPDATE", { ...initial[0]!, status: "confirmed" }));
    await waitFor(() =>
      expect(
        within(list).getByText(initial[0]!.reference).closest("li"),
      ).toHaveTextContent("Confirmed"),
    );

    // The list was patched, not refetched; the counts refetch once for the burst.
    expect(calls.recent).toBe(readsBefore);
    await waitFor(() => expect(calls.stats).toBe(statsBefore + 1), {
      timeout: 3_000,
    });
  });

  it("opens the detail sheet and the dispatch dialog through the page's callbacks", async () => {
    const booking = recentBooking({ reference: "EKO-VIEW22" });
    useDashboardReads([booking]);
    useRealtime();
    const { user, onView, onAssign } = renderDashboard();
    await user.click(
      await screen.findByRole("button", { name: "View EKO-VIEW22" }),
    );
    expect(onView).toHaveBeenCalledWith(booking.id);
    await user.click(screen.getByRole("button", { name: "Assign EKO-VIEW22" }));
    expect(onAssign).toHaveBeenCalledWith(booking.id);
  });

  it("shows Assign only on rows that can still be assigned", async () => {
    const open = recentBooking({ reference: "EKO-OPEN11" });
    const done = recentBooking({
      reference: "EKO-DONE22",
      status: "completed",
    });
    useDashboardReads([open, done]);
    useRealtime();
    renderDashboard();
    expect(
      await screen.findByRole("button", { name: "Assign EKO-OPEN11" }),
    ).toBeVisible();
    expect(
      screen.getByRole("button", { name: "View EKO-DONE22" }),
    ).toBeVisible();
    expect(
      screen.queryByRole("button", { name: "Assign EKO-DONE22" }),
    ).toBeNull();
  });
});
