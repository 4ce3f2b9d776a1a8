import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";

import { ReportTable } from "@/features/admin-reports/components/report-table";
import type { ReportRow } from "@/features/admin-reports/types";

const row: ReportRow = {
  id: "r1",
  vehicle_id: "v1",
  period: "2026-10-01",
  period_status: "open",
  model: "Toyota Camry XLE",
  registration_number: "LSR-806CN",
  owner: "Chidi Nwosu",
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
describe("the reports table on a phone", () => {
  it("makes each report a card: vehicle and Details first, then labelled figures", () => {
    render(<ReportTable rows={[row]} onOpen={vi.fn()} />);
    const tr = screen.getByText("Toyota Camry XLE").closest("tr")!;
    expect(tr.className).toContain("max-md:grid");
    const cells = [...tr.querySelectorAll("td")];
    const role = (name: string) =>
      cells.filter((td) => td.dataset.phone === name);
    expect(role("title")[0]).toHaveTextContent("Toyota Camry XLE");
    expect(
      within(role("actions")[0]!).getByRole("button", {
        name: /Trips and logs of Toyota Camry XLE/,
      }),
    ).toBeInTheDocument();
    expect(role("detail").map((td) => td.dataset.label)).toEqual([
      "Period",
      "Owner",
      "Trips",
      "Revenue",
      "Payout",
      "Status",
    ]);
    expect(role("hidden")).toHaveLength(3);
    expect(
      role("detail").find((td) => td.dataset.label === "Status"),
    ).toHaveTextContent("Closed");
  });
});
