import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";

import { dashboardAlertsSchema } from "@/features/admin-dashboard/api/alerts";
import { AlertItem } from "@/features/admin-dashboard/components/alert-item";

import { VEHICLE_ID } from "./maintenance-kit";

const overdue = {
  kind: "service_overdue",
  severity: "critical",
  title: "Toyota Camry (LND-245AK) is overdue for service",
  detail: "Was due on 8 November 2026 (15 days ago).",
  booking_id: null,
  driver_id: null,
  vehicle_id: VEHICLE_ID,
};

describe("a service alert on the dashboard", () => {
  it("is read from dashboard_alerts and opens the vehicle's maintenance log", () => {
    const [alert] = dashboardAlertsSchema.parse([
      overdue,
      { ...overdue, kind: "service_due_soon", severity: "warning" },
    ]);
    render(
      <MemoryRouter>
        <ul>
          <AlertItem alert={alert!} onAssign={vi.fn()} />
        </ul>
      </MemoryRouter>,
    );
    expect(screen.getByText(overdue.title)).toBeVisible();
    expect(
      screen.getByRole("link", { name: "Open maintenance" }),
    ).toHaveAttribute("href", `/admin/maintenance?vehicle=${VEHICLE_ID}`);
    expect(screen.queryByRole("button", { name: /Assign/ })).toBeNull();
  });
});
