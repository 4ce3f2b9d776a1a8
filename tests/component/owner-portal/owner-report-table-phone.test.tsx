import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { OwnerReportTable } from "@/features/owner-portal/components/owner-report-table";
import type { OwnerReport } from "@/features/owner-portal/types";

const report: OwnerReport = {
  id: "r1",
  vehicle_id: "v1",
  period: "2026-10",
  period_status: "paid",
  model: "Toyota Camry XLE",
  registration_number: "LSR-806CN",
  trips: 5,
  revenue_kobo: 3_460_000,
  fuel_kobo: 200_000,
  maintenance_kobo: 0,
  expenses_kobo: 200_000,
  commission_rate_bps: 2000,
  commission_kobo: 692_000,
  payout_kobo: 2_568_000,
};

// jsdom runs no media query: these check the markup the phone card's classes act on.
describe("the owner's report table on a phone", () => {
  it("shows Payout in each card beside the Breakdown link, with no sideways swipe", () => {
    render(<OwnerReportTable rows={[report]} onOpen={vi.fn()} />);
    const tr = screen.getByText("Toyota Camry XLE").closest("tr")!;
    expect(tr.className).toContain("max-md:grid");
    const cells = [...tr.querySelectorAll("td")];
    const payout = cells.find((td) => td.dataset.label === "Payout")!;
    expect(payout.dataset.phone).toBe("detail");
    expect(payout).toHaveTextContent("₦25,680.00");
    const actions = cells.find((td) => td.dataset.phone === "actions")!;
    expect(
      within(actions).getByRole("button", { name: /Breakdown/ }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Swipe the table/)).toBeNull();
  });
});
