import { configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { vi } from "vitest";

import type {
  MaintenanceLogRow,
  ServiceReminder,
  VehicleOption,
} from "@/features/admin-maintenance/types";
import { Component as MaintenanceRoute } from "@/app/routes/admin/maintenance";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

// Dialogs and tables are large trees for jsdom; on a busy machine the 1 s default is tight.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 30_000 });

export const FLEETS = "*/rest/v1/fleets";
export const LOGS = "*/rest/v1/maintenance_logs";
export const SAVE = "*/rest/v1/rpc/save_maintenance_log";
export const SUMMARY = "*/rest/v1/rpc/maintenance_summary";
export const REMINDERS = "*/rest/v1/rpc/service_reminders";

export const VEHICLE_ID = "f0000000-0000-4000-8000-000000000001";

export const camry: VehicleOption = {
  id: VEHICLE_ID,
  model: "Toyota Camry",
  registration_number: "LND-245AK",
  status: "available",
  service_interval_days: 90,
  service_interval_km: 10_000,
};

export function logRow(
  overrides: Partial<MaintenanceLogRow> = {},
): MaintenanceLogRow {
  return {
    id: "10000000-0000-4000-8000-000000000001",
    vehicle_id: VEHICLE_ID,
    log_date: "2026-11-02",
    log_type: "Repair",
    details: "Brake pads replaced",
    cost_kobo: 4_500_050,
    odometer_km: 52_300,
    created_at: "2026-11-02T10:00:00Z",
    vehicle: {
      model: "Toyota Camry",
      registration_number: "LND-245AK",
      status: "maintenance",
    },
    ...overrides,
  };
}

/** A service_reminders() row as the API answers it (snake_case). */
export function reminderRow(overrides: Record<string, unknown> = {}) {
  return {
    vehicle_id: VEHICLE_ID,
    model: "Toyota Camry",
    registration_number: "LND-245AK",
    vehicle_status: "available",
    service_interval_days: 90,
    service_interval_km: 10_000,
    last_service_date: "2026-08-10",
    last_service_odometer_km: 40_000,
    latest_odometer_km: 50_350,
    next_due_date: "2026-11-08",
    next_due_km: 50_000,
    days_remaining: -15,
    km_remaining: -350,
    overdue: true,
    due_soon: false,
    ...overrides,
  };
}
export type { ServiceReminder };

export const postgrestError = (status: number, code: string, message: string) =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

/** A page of the log as PostgREST answers `select … count=exact`. */
export function logPage(rows: MaintenanceLogRow[], total = rows.length) {
  return HttpResponse.json(rows, {
    headers: {
      "Content-Range": rows.length
        ? `0-${rows.length - 1}/${total}`
        : `*/${total}`,
    },
  });
}

/** Every read the page makes answers; tests override what they need. */
export function serveMaintenance({
  rows = [logRow()],
  summary = { entries: 1, total_cost_kobo: 4_500_050 },
  reminders = [reminderRow()],
}: {
  rows?: MaintenanceLogRow[];
  summary?: { entries: number; total_cost_kobo: number };
  reminders?: Record<string, unknown>[];
} = {}) {
  server.use(
    http.get(FLEETS, () => HttpResponse.json([camry])),
    http.get(LOGS, () => logPage(rows)),
    http.post(SUMMARY, () => HttpResponse.json(summary)),
    http.post(REMINDERS, () => HttpResponse.json(reminders)),
  );
}

export function renderMaintenance(path = "/admin/maintenance") {
  const queryClient = createTestQueryClient();
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/maintenance" element={<MaintenanceRoute />} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup(), queryClient, ...view };
}
