import { http, HttpResponse } from "msw";
import { useLocation, type RouteObject } from "react-router-dom";

import { Component as AuthRoute } from "@/app/routes/auth";

import { server } from "../../support/msw-server";
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

export const TOKEN = "*/auth/v1/token";
export const SIGN_UP = "*/auth/v1/signup";

/** An Auth refusal as it leaves the server (API version 2024-01-01: the code in `code`). */
export function goTrueError(message: string, code: string, status = 400) {
  return HttpResponse.json(
    { code, message },
    { status, headers: { "x-supabase-api-version": "2024-01-01" } },
  );
}

/**
 * Answers Auth's password sign-in and sign-up with `answer` (a session by default), and records
 * what each request asked for: the e-mail, the password and, for a sign-up, the profile data.
 */
export function answerAuth(
  answer: () => Response | Promise<Response> = () =>
    HttpResponse.json(fakeSession()),
) {
  const sent: { logins: unknown[]; signUps: unknown[] } = {
    logins: [],
    signUps: [],
  };
  server.use(
    http.post(TOKEN, async ({ request }) => {
      const { email, password } = (await request.json()) as Record<
        string,
        unknown
      >;
      sent.logins.push({ email, password });
      return answer();
    }),
    http.post(SIGN_UP, async ({ request }) => {
      const { email, password, data } = (await request.json()) as Record<
        string,
        unknown
      >;
      sent.signUps.push({ email, password, data });
      return answer();
    }),
  );
  return sent;
}
