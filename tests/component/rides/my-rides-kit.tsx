import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import {
  MemoryRouter,
  Route,
  Routes,
  useLocation,
  type Location,
} from "react-router-dom";

import { sessionQueries, type AuthSession } from "@/features/auth/api/queries";
import type { RideView } from "@/features/rides/types";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

export const MY_RIDES = "*/rest/v1/rpc/my_rides";
export const RIDE_POLICY = "*/rest/v1/rpc/ride_policy";
export const CANCEL_RIDE = "*/rest/v1/rpc/cancel_ride";
export const RATE_RIDE = "*/rest/v1/rpc/rate_ride";
export const SEND_EMAIL = "*/functions/v1/send-email";
export const LATER = { timeout: 5_000 };

export const failure = (message: string, status = 400, code = "P0001") =>
  HttpResponse.json({ code, message, details: null, hint: null }, { status });

export interface MyRideRow {
  reference: string;
  manage_token: string;
  status: "pending" | "confirmed" | "in-progress" | "completed" | "cancelled";
  stage: string;
  booking_time: string;
  service_type: "standard" | "premium" | "airport_hotel" | "corporate";
  pickup_location: string;
  dropoff_location: string;
  fare_kobo: number;
  can_cancel: boolean;
  can_rate: boolean;
  rating: number | null;
  total_count: number;
}

let sequence = 0;
export function rideRow(overrides: Partial<MyRideRow> = {}): MyRideRow {
  sequence += 1;
  const n = String(sequence).padStart(4, "0");
  return {
    reference: `EKO-R${n}`,
    manage_token: `token${n}abcdefabcdefabcdefabcdef`,
    status: "confirmed",
    stage: "confirmed",
    // 14:30 in Lagos (UTC+1).
    booking_time: "2026-12-03T13:30:00Z",
    service_type: "premium",
    pickup_location: "Eko Hotel & Suites",
    dropoff_location: "Murtala Muhammed International Airport",
    fare_kobo: 4_250_000,
    can_cancel: true,
    can_rate: false,
    rating: null,
    total_count: 1,
    ...overrides,
  };
}

export function rideView(overrides: Partial<RideView> = {}): RideView {
  return {
    reference: "EKO-VIEW01",
    access: "manage",
    share_token: "share0123456789abcdef0123456789ab",
    status: "confirmed",
    stage: "confirmed",
    booking_time: "2026-12-03T13:30:00Z",
    created_at: "2026-11-26T09:00:00Z",
    confirmed_at: "2026-11-26T09:05:00Z",
    arrived_at: null,
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    cancelled_by: null,
    cancellation_reason: null,
    service_type: "premium",
    pickup_location: "Eko Hotel & Suites",
    dropoff_location: "Murtala Muhammed International Airport",
    pickup_lat: 6.4266,
    pickup_lng: 3.4218,
    dropoff_lat: 6.5774,
    dropoff_lng: 3.3212,
    fare_kobo: 4_250_000,
    fare_breakdown: null,
    distance_km: 24.5,
    duration_min: 55,
    customer_first_name: "Chioma",
    flight_number: null,
    meeting_point: null,
    driver_name: null,
    driver_initials: null,
    driver_rating: null,
    vehicle_model: null,
    vehicle_colour: null,
    vehicle_plate: null,
    vehicle_lat: null,
    vehicle_lng: null,
    vehicle_heading: null,
    vehicle_speed_kmh: null,
    position_at: null,
    position_source: null,
    free_cancellation_minutes: 60,
    cancel_cutoff_at: "2026-12-03T12:30:00Z",
    can_cancel: true,
    can_rate: false,
    rating: null,
    rating_comment: null,
    eta_minutes: null,
    driver_phone: null,
    ...overrides,
  };
}

type RowsAnswer =
  | MyRideRow[]
  | ((body: {
      p_scope: string;
      p_limit: number;
      p_offset: number;
    }) => MyRideRow[] | Response);

/** my_rides and ride_policy as the database answers them; every my_rides call is recorded. */
export function answerMyRides(rows: RowsAnswer, freeMinutes = 60) {
  const calls: { p_scope: string; p_limit: number; p_offset: number }[] = [];
  server.use(
    http.post(MY_RIDES, async ({ request }) => {
      const body = (await request.json()) as (typeof calls)[number];
      calls.push(body);
      const answer = typeof rows === "function" ? rows(body) : rows;
      return answer instanceof Response ? answer : HttpResponse.json(answer);
    }),
    http.post(RIDE_POLICY, () =>
      HttpResponse.json([{ free_cancellation_minutes: freeMinutes }]),
    ),
  );
  return calls;
}

/** send-email calls, which the rider's cancel makes fire-and-forget. */
export function recordEmails() {
  const sent: unknown[] = [];
  server.use(
    http.post(SEND_EMAIL, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ok: true });
    }),
  );
  return sent;
}

export const CUSTOMER: AuthSession = {
  userId: "a0000000-0000-4000-8000-000000000005",
  email: "customer@ekoluxe.ng",
  role: "customer",
};

function LocationProbe({ onLocation }: { onLocation: (l: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders `ui` at `path` with the given session already read (null: signed out), and a probe
 * telling where the app has navigated since.
 */
export function renderAt(
  ui: ReactElement,
  {
    path = "/my-rides",
    session = CUSTOMER,
  }: { path?: string; session?: AuthSession | null } = {},
) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryDefaults(sessionQueries.all(), { staleTime: Infinity });
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  let current: Location | undefined;
  const view = render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe onLocation={(next) => (current = next)} />
        <Routes>
          <Route path="/my-rides" element={ui} />
          <Route path="/auth" element={<p>Login page</p>} />
          <Route path="/ride/:reference/:token" element={<p>Ride page</p>} />
          <Route path="/book-a-ride" element={<p>Booking page</p>} />
          <Route path="*" element={ui} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  const location = () => {
    if (!current) throw new Error("the router has not rendered yet");
    return current;
  };
  return { user: userEvent.setup(), queryClient, location, ...view };
}
