import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  BOOKINGS,
  renderDashboard,
  useDashboardReads,
  useRealtime,
} from "./dashboard-kit";

/** The Assign Driver lookup: pending bookings without a driver, earliest pickup first. */
function useUnassigned(ids: string[]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(BOOKINGS, ({ request }) => {
      const params = new URL(request.url).searchParams;
      if (params.get("driver_id") !== "is.null") return HttpResponse.json([]);
      seen.push(params);
      return HttpResponse.json(ids.map((id) => ({ id })));
    }),
  );
  return seen;
}

describe("quick actions", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => {
    useDashboardReads();
    useRealtime();
  });
  afterEach(() => act(() => dismissToast()));

  it("Assign Driver opens the dispatch dialog on the most urgent waiting booking, with the queue", async () => {
    const queue = [
      "b0000000-0000-4000-8000-00000000aaaa",
      "b0000000-0000-4000-8000-00000000bbbb",
    ];
    const seen = useUnassigned(queue);
    const { user, onAssign } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Assign Driver" }));
    await vi.waitFor(() =>
      expect(onAssign).toHaveBeenCalledWith(queue[0], queue),
    );
    expect(seen[0]?.get("status")).toBe("eq.pending");
    // The earliest pickup first: a pickup in 30 minutes before one in four days.
    expect(seen[0]?.get("order")).toBe("booking_time.asc,id.asc");
    expect(seen[0]?.get("booking_time")).toMatch(/^gt\./);
  });

  it("Assign Driver says calmly when there is nothing to assign", async () => {
    useUnassigned([]);
    const { user, onAssign } = renderDashboard();
    await user.click(screen.getByRole("button", { name: "Assign Driver" }));
    expect(await screen.findByText("No bookings to assign")).toBeVisible();
    expect(onAssign).not.toHaveBeenCalled();
  });

  it("Report Maintenance opens the maintenance form", async () => {
    const { user, onReportMaintenance } = renderDashboard();
    await user.click(
      screen.getByRole("button", { name: "Report Maintenance" }),
    );
    expect(onReportMaintenance).toHaveBeenCalledOnce();
  });
});
