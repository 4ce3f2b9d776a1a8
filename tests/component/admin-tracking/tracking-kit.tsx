import { configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse, ws } from "msw";
import { vi } from "vitest";

import { TrackingPage } from "@/features/admin-tracking";
import type { TrackedVehicle } from "@/features/admin-tracking/types";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

configure({ asyncUtilTimeout: 4_000 });
vi.setConfig({ testTimeout: 20_000 });

export const BOARD = "*/rest/v1/rpc/tracking_board";
/** The moment every test runs at (Date only is faked; timers and frames stay real). */
export const NOW = Date.parse("2026-11-25T10:00:00Z");
export const secondsAgo = (s: number) => new Date(NOW - s * 1000).toISOString();

let sequence = 0;
export function vehicle(
  overrides: Partial<TrackedVehicle> = {},
): TrackedVehicle {
  sequence += 1;
  const n = String(sequence).padStart(2, "0");
  return {
    vehicle_id: `f0000000-0000-4000-8000-0000000000${n}`,
    model: `Mercedes-Benz S 580 #${n}`,
    registration_number: `EKY-4${n}KJ`,
    vehicle_status: "available",
    lat: 6.4281,
    lng: 3.4219,
    speed_kmh: 30,
    heading: 90,
    recorded_at: secondsAgo(12),
    source: "simulator",
    driver_id: `d0000000-0000-4000-8000-0000000000${n}`,
    driver_name: `Driver ${n}`,
    booking_id: null,
    booking_reference: null,
    booking_status: null,
    pickup_location: null,
    dropoff_location: null,
    ...overrides,
  };
}

/** Answers tracking_board() with `rows` (changeable later through the returned object). */
export function useBoard(rows: TrackedVehicle[]) {
  const state = { rows, calls: 0, fail: false };
  server.use(
    http.post(BOARD, () => {
      state.calls += 1;
      if (state.fail) {
        return HttpResponse.json(
          { code: "XX000", message: "boom", details: null, hint: null },
          { status: 500 },
        );
      }
      return HttpResponse.json(state.rows);
    }),
  );
  return state;
}

type Frame = [string | null, string | null, string, string, unknown];
interface Binding {
  id: number;
  event: string;
  table: string;
}
interface Joined {
  topic: string;
  joinRef: string | null;
  bindings: Binding[];
}
type Client = { send: (data: string) => void };

// The app's supabase client (and its socket) outlives a test, so the connection lives here.
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
  if (name !== "phx_join") return reply({});
  const config = (payload as { config?: Record<string, unknown> }).config;
  const requested = (config?.postgres_changes ?? []) as Omit<Binding, "id">[];
  const bindings = requested.map((b, i) => ({ ...b, id: i + 1 }));
  live.joined.push({ topic, joinRef, bindings });
  reply({ postgres_changes: bindings });
}

/** A Realtime server speaking just enough Phoenix for postgres_changes on the last joined channel. */
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
    send(table: string, type: "INSERT" | "UPDATE", record: object) {
      const channel = live.joined.at(-1);
      if (!live.client || !channel) throw new Error("no channel joined yet");
      const ids = channel.bindings
        .filter(
          (b) => b.table === table && (b.event === "*" || b.event === type),
        )
        .map((b) => b.id);
      live.client.send(
        JSON.stringify([
          channel.joinRef,
          null,
          channel.topic,
          "postgres_changes",
          {
            ids,
            data: {
              schema: "public",
              table,
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

export function renderTracking() {
  const queryClient = createTestQueryClient();
  const onViewBooking = vi.fn();
  return {
    user: userEvent.setup(),
    queryClient,
    onViewBooking,
    ...render(
      <TestProviders queryClient={queryClient}>
        <TrackingPage onViewBooking={onViewBooking} />
      </TestProviders>,
    ),
  };
}
