import { http, HttpResponse } from "msw";
import { useLocation, type RouteObject } from "react-router-dom";

import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";
import { Component as AuthConfirmRoute } from "@/app/routes/public/auth-confirm";
import { Component as ForgotPasswordRoute } from "@/app/routes/public/forgot-password";

import { fakeAccessToken } from "../../support/session";

export const VERIFY = "*/auth/v1/verify";
export const RECOVER = "*/auth/v1/recover";
export const USER = "*/auth/v1/user";
export const LOGOUT = "*/auth/v1/logout";

function Probe() {
  const location = useLocation();
  return (
    <p>
      Landed on {location.pathname}
      {location.search}
    </p>
  );
}

/** The link page, the forgot page, and plain pages where a link may land. */
export const linkRoutes: RouteObject[] = [
  { path: "/auth/confirm", Component: AuthConfirmRoute },
  { path: "/auth/forgot-password", Component: ForgotPasswordRoute },
  ...[
    "/",
    "/auth",
    "/admin/dashboard",
    "/owner-portal",
    "/driver",
    "/book-a-ride",
  ].map((path) => ({ path, Component: Probe })),
];

type Role = "admin" | "owner" | "driver" | undefined;

/** GoTrue's answer to a verified link: a session whose `amr` says how it was opened. */
export function linkSession(
  role: Role,
  { method = "otp", email = "ada@example.ng" } = {},
) {
  const user = {
    id: "00000000-0000-4000-8000-000000000042",
    aud: "authenticated",
    role: "authenticated",
    email,
    app_metadata: role ? { provider: "email", role } : { provider: "email" },
    user_metadata: {},
    factors: [],
    created_at: "2026-01-01T00:00:00Z",
  };
  const access_token = fakeAccessToken({
    sub: user.id,
    email,
    role: "authenticated",
    aal: "aal1",
    amr: [{ method, timestamp: 1_790_000_000 }],
    app_metadata: user.app_metadata,
  });
  return {
    access_token,
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: "refresh",
    user,
  };
}

/** What supabase-js leaves in localStorage after such a session, as after a reload. */
export function storeLinkSession(role: Role, method = "otp") {
  window.localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify(linkSession(role, { method })),
  );
}

/** GoTrue's error body, which supabase-js turns into an AuthApiError with this code. */
export function goTrueError(status: number, code: string, message: string) {
  return HttpResponse.json(
    { code: status, error_code: code, msg: message },
    { status },
  );
}

/** Answers /verify with `answer` and records what was sent. */
export function verifyAnswers(answer: () => Response) {
  const sent: unknown[] = [];
  return {
    sent,
    handler: http.post(VERIFY, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  };
}

export function confirmPath(search: Record<string, string>) {
  return `/auth/confirm?${new URLSearchParams(search).toString()}`;
}
