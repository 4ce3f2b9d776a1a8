import { useLocation, type RouteObject } from "react-router-dom";

import { Component as AuthRoute } from "@/app/routes/auth";

import { fakeAccessToken } from "../../support/session";

function Probe() {
  const location = useLocation();
  return <p>Landed on {location.pathname}</p>;
}

/** /auth as the app has it, with plain pages where a login or sign-up may land. */
export const authRoutes: RouteObject[] = [
  { path: "/auth", Component: AuthRoute },
  ...["/", "/admin/dashboard", "/owner-portal", "/book-a-ride"].map((path) => ({
    path,
    Component: Probe,
  })),
];

export function fakeSession(role?: "admin" | "owner") {
  const user = {
    id: "00000000-0000-4000-8000-000000000009",
    email: "ada@example.ng",
    app_metadata: role ? { provider: "email", role } : { provider: "email" },
    user_metadata: { full_name: "Ada Lovelace" },
    identities: [{ id: "identity" }],
  };
  const access_token = fakeAccessToken({
    sub: user.id,
    email: user.email,
    role: "authenticated",
    app_metadata: user.app_metadata,
  });
  return {
    access_token,
    refresh_token: "refresh",
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    user,
  };
}

/** The shape supabase-js gives an AuthApiError. */
export function authApiError(message: string, code: string, status = 400) {
  return Object.assign(new Error(message), {
    name: "AuthApiError",
    code,
    status,
    __isAuthError: true,
  });
}
