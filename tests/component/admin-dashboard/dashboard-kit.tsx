import { configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, ws } from "msw";
import { MemoryRouter } from "react-router-dom";
import { vi } from "vitest";

import { DashboardPage } from "@/features/admin-dashboard";
import type { RecentBooking } from "@/features/admin-dashboard/types";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

// These screens make several requests at once; on a busy machine the default second is tight.
configure({ asyncUtilTimeout: 4_000 });
vi.setConfig({ testTimeout: 20_000 });

export const STATS = "*/rest/v1/rpc/dashboard_stats";
export const ALERTS = "*/rest/v1/rpc/dashboard_alerts";
export const BOOKINGS = "*/rest/v1/bookings";
export const RECORD_PAYMENT = "*/rest/v1/rpc/record_cash_payment";
export const FLEETS = "*/rest/v1/fleets";
export const MAINTENANCE_LOGS = "*/rest/v1/maintenance_logs";

export const failure = (message: string, status = 400, code = "P0001") =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

let sequence = 0;
export function recentBooking(
  overrides: Partial<RecentBooking> = {},
): RecentBooking {
  sequence += 1;
  const n = String(sequence).padStart(2, "0");
  return {
    id: `b0000000-0000-4000-8000-0000000000${n}`,
    reference: `EKO-AAAA${String.fromCharCode(64 + (sequence % 26) + 1)}${sequence % 10}`,
    customer_name: `Customer ${n}`,
    pickup_location: "Ikeja City Mall",
    dropoff_location: "Lekki Phase 1",
    booking_time: "2026-12-01T13:30:00Z",
    service_type: "standard",
    status: "pending",
    driver_id: null,
    created_at: `2026-11-20T09:${n}:00Z`,
    ...overrides,
  };
}

export const STATS_ROW = {
  active_cars: 12,
  available_drivers: 7,
  total_revenue_kobo: 1_234_567_800,
  pending_bookings: 4,
};

/** Answers every read the dashboard makes on its first render; tests override what they need. */
export function useDashboardReads(recent: RecentBooking[] = []) {
  const calls = { stats: 0, recent: 0, alerts: 0 };
  server.use(
    http.post(STATS, () => {
      calls.stats += 1;
      return HttpResponse.json(STATS_ROW);
    }),
    http.post(ALERTS, () => {
      calls.alerts += 1;
      return HttpResponse.json([]);
    }),
    http.get(BOOKINGS, () => {
      calls.recent += 1;
      return HttpResponse.json(recent);
    }),
  );
  return calls;
}

type Frame = [string | null, string | null, string, string, unknown];
type Joined = { topic: string; joinRef: string | null; ids: number[] };
type Client = { send: (data: string) => void };

// The app's supabase client is a module singleton: its socket outlives a test (and msw's handler
// reset), so the connection and the channels joined on it are kept here, not per test.
const live: { client?: Client; joined: Joined[] } = { joined: [] };

function answer(client: Client, raw: string) {
  const [joinRef, ref, topic, name, payload] = JSON.parse(raw) as Frame;
  const reply = (response: object) =>
    client.send(
      JSON.stringify([
        joinRef,
        ref,
        topic,
        "phx_reply",
        { status: "ok", response },
      ]),
    );
  if (name === "phx_join") {
    const config = (payload as { config?: Record<string, unknown> }).config;
    const bindings = (config?.postgres_changes ?? []) as object[];
    const withIds = bindings.map((b, i) => ({ ...b, id: i + 1 }));
    live.joined.push({ topic, joinRef, ids: withIds.map((b) => b.id) });
    reply({ postgres_changes: withIds });
  } else reply({});
}

/**
 * A Realtime server speaking the Phoenix protocol (serializer 2.0.0) just enough for
 * postgres_changes: it accepts every join, and `send` pushes a change to the last joined channel.
 */
export function useRealtime() {
  const link = ws.link(/\/realtime\/v1\/websocket/);
  server.use(
    link.addEventListener("connection", ({ client }) => {
      live.client = client;
      client.addEventListener("message", (event) => {
        if (typeof event.data === "string") answer(client, event.data);
      });
    }),
  );
  return {
    send(type: "INSERT" | "UPDATE", record: object) {
      const channel = live.joined.at(-1);
      if (!live.client || !channel) throw new Error("no channel joined yet");
      live.client.send(
        JSON.stringify([
          channel.joinRef,
          null,
          channel.topic,
          "postgres_changes",
          {
            ids: channel.ids,
            data: {
              schema: "public",
              table: "bookings",
              commit_timestamp: new Date().toISOString(),
              type,
              columns: [],
              record,
              old_record: {},
              errors: null,
            },
          },
        ]),
      );
    },
  };
}

export function renderDashboard() {
  const queryClient = createTestQueryClient();
  const onView = vi.fn();
  const onAssign = vi.fn();
  const onReportMaintenance = vi.fn();
  return {
    user: userEvent.setup(),
    queryClient,
    onView,
    onAssign,
    onReportMaintenance,
    ...render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={["/admin/dashboard"]}>
          <DashboardPage
            onView={onView}
            onAssign={onAssign}
            onReportMaintenance={onReportMaintenance}
          />
        </MemoryRouter>
      </TestProviders>,
    ),
  };
}
