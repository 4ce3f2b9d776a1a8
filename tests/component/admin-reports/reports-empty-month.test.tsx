import { act, screen, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import {
  CLOSE,
  postgrestError,
  renderReports,
  serveReports,
} from "./reports-kit";

/** A month with nothing in it: the refusal is the screen's error toast; nothing is payable. */
describe("/admin/reports, an empty month", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("shows the database's refusal to close it, and the month stays Open", async () => {
    serveReports({ rows: [] });
    server.use(
      http.post(CLOSE, () =>
        postgrestError(
          422,
          "PT422",
          "September 2026 has no completed trips or maintenance logs: there is nothing to close.",
        ),
      ),
    );
    const { user } = renderReports();
    const group = await screen.findByRole("group", {
      name: "September 2026 status",
    });
    await user.click(
      within(group).getByRole("button", { name: "Close period" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "Close period",
      }),
    );
    expect(await screen.findByText("Error closing period")).toBeInTheDocument();
    expect(
      screen.getByText(
        "September 2026 has no completed trips or maintenance logs: there is nothing to close.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText("Period Closed")).toBeNull();
    expect(within(group).getByText("Open")).toBeInTheDocument();
    expect(
      within(group).queryByRole("button", { name: "Mark as paid" }),
    ).toBeNull();
  });

  it("offers no Mark as paid on a closed month without reports", async () => {
    serveReports({
      rows: [],
      period: [
        {
          period: "2026-09-01",
          status: "open",
          closed_at: "2026-10-03T09:00:00Z",
          paid_at: null,
          commission_rate_bps: 2000,
        },
      ],
    });
    renderReports();
    const group = await screen.findByRole("group", {
      name: "September 2026 status",
    });
    expect(
      await within(group).findByText("No reports: nothing to pay"),
    ).toBeInTheDocument();
    expect(within(group).getByRole("button", { name: "Re-run" })).toBeEnabled();
    expect(
      within(group).queryByRole("button", { name: "Mark as paid" }),
    ).toBeNull();
  });
});
