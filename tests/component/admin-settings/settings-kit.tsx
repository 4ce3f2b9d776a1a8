import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";

import { SettingsSections } from "@/features/admin-settings";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

export const USER = "*/auth/v1/user";
export const FACTORS = "*/auth/v1/factors";
export const FACTOR_ID = "f0000000-0000-4000-8000-000000000001";
export const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** Settings as the route shows it, at `/admin/settings` with the given section. */
export function renderSettings(
  section?: "two-factor" | "action-log" | "business",
) {
  const queryClient = createTestQueryClient();
  const path = `/admin/settings${section ? `?section=${section}` : ""}`;
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <SettingsSections actionLog={<p>Action log here</p>} />
        </MemoryRouter>
      </TestProviders>,
    ),
  };
}

/** GoTrue's error body, which supabase-js turns into an AuthApiError with this code. */
export function authFailure(code: string, message: string, status = 422) {
  return HttpResponse.json(
    { code: status, error_code: code, msg: message },
    { status },
  );
}

export function factor(
  status: "verified" | "unverified",
  name = "Ada's phone",
) {
  return {
    id: FACTOR_ID,
    friendly_name: name,
    factor_type: "totp",
    status,
    created_at: "2026-11-20T09:00:00Z",
    updated_at: "2026-11-20T09:00:00Z",
  };
}

export function userWith(factors: ReturnType<typeof factor>[] = []) {
  return {
    id: "00000000-0000-4000-8000-000000000001",
    aud: "authenticated",
    role: "authenticated",
    email: "ada@example.ng",
    app_metadata: { provider: "email", role: "admin" },
    user_metadata: {},
    factors,
    created_at: "2026-01-01T00:00:00Z",
  };
}

export const OPERATOR_SETTINGS = "*/rest/v1/operator_settings";
export type Body = Record<string, unknown>;

/** The operator's settings row as PostgREST answers `.single()`. */
export function serveSettings(
  row = {
    commission_rate_bps: 2000,
    free_cancellation_minutes: 60,
    late_cancellation_fee_kobo: 500_000,
    require_admin_second_factor: false,
  },
) {
  server.use(http.get(OPERATOR_SETTINGS, () => HttpResponse.json(row)));
}

/** Settings opened on the Business tab. */
export function renderBusiness() {
  return renderSettings("business");
}

export const lateFee = () =>
  screen.getByLabelText(/^Late cancellation fee \(NGN\)/);
