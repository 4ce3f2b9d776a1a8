import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { AUTH_STORAGE_KEY } from "@/features/auth/session-store";
import { RequireRole } from "@/app/guards/require-role";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { fakeAccessToken } from "../../support/session";
import { authRoutes } from "./auth-test-kit";

const FACTOR_ID = "f0000000-0000-4000-8000-000000000001";
const user = {
  id: "00000000-0000-4000-8000-000000000009",
  aud: "authenticated",
  role: "authenticated",
  email: "ada@example.ng",
  app_metadata: { provider: "email", role: "admin" },
  user_metadata: {},
  factors: [
    {
      id: FACTOR_ID,
      friendly_name: "Phone",
      factor_type: "totp",
      status: "verified",
      created_at: "2026-11-20T09:00:00Z",
      updated_at: "2026-11-20T09:00:00Z",
    },
  ],
};

function sessionAt(aal: "aal1" | "aal2") {
  return {
    access_token: fakeAccessToken({
      sub: user.id,
      email: user.email,
      role: "authenticated",
      aal,
      app_metadata: user.app_metadata,
    }),
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: `refresh-${aal}`,
    user,
  };
}

/** GoTrue for an admin with a verified authenticator whose current code is 654321. */
function useAuthServer() {
  server.use(
    http.post("*/auth/v1/token", () => HttpResponse.json(sessionAt("aal1"))),
    http.get("*/auth/v1/user", () => HttpResponse.json(user)),
    http.post("*/auth/v1/factors/:id/challenge", () =>
      HttpResponse.json({ id: "c1", type: "totp", expires_at: 9_999_999_999 }),
    ),
    http.post("*/auth/v1/factors/:id/verify", async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      return code === "654321"
        ? HttpResponse.json(sessionAt("aal2"))
        : HttpResponse.json(
            {
              code: 422,
              error_code: "mfa_verification_failed",
              msg: "Invalid TOTP code entered",
            },
            { status: 422 },
          );
    }),
    http.post(
      "*/auth/v1/logout",
      () => new HttpResponse(null, { status: 204 }),
    ),
  );
}

describe("the sign-in code step", () => {
  afterEach(() => act(() => dismissToast()));

  it("asks an account with an authenticator for its code after the password, then lands", async () => {
    useAuthServer();
    const view = renderRoute("/auth", authRoutes);
    await view.user.type(
      await screen.findByLabelText("Email or username"),
      "ada@example.ng",
    );
    await view.user.type(screen.getByLabelText("Password"), "ekoluxe-demo");
    await view.user.click(screen.getByRole("button", { name: "Login" }));

    const code = await screen.findByLabelText("Authentication code");
    expect(
      screen.getByRole("heading", { name: "Two-factor authentication" }),
    ).toBeVisible();
    expect(view.location().pathname).toBe("/auth");
    expect(screen.queryByText("Login Successful")).toBeNull();

    await view.user.type(code, "111111");
    await view.user.click(screen.getByRole("button", { name: "Verify" }));
    const refused = (await screen.findByText("Login Failed")).closest("li");
    expect(refused).toHaveTextContent("That code is not valid.");
    expect(code).toHaveValue("111111");

    await view.user.clear(code);
    await view.user.type(code, "654321");
    await view.user.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() =>
      expect(view.location().pathname).toBe("/admin/dashboard"),
    );
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
  });

  it("signs out when the code step is cancelled", async () => {
    useAuthServer();
    const view = renderRoute("/auth", authRoutes);
    await view.user.type(
      await screen.findByLabelText("Email or username"),
      "ada@example.ng",
    );
    await view.user.type(screen.getByLabelText("Password"), "ekoluxe-demo");
    await view.user.click(screen.getByRole("button", { name: "Login" }));
    await view.user.click(
      await screen.findByRole("button", { name: "Cancel and sign out" }),
    );

    expect(await screen.findByRole("button", { name: "Login" })).toBeVisible();
    expect(screen.getByLabelText("Password")).toHaveValue("");
    expect(window.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe("the admin guard", () => {
  it("shows the code step, not the back office, for a restored aal1 session that owes a code", async () => {
    useAuthServer();
    window.localStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify(sessionAt("aal1")),
    );
    const view = renderRoute("/admin/dashboard", [
      {
        element: <RequireRole role="admin" standalone />,
        children: [{ path: "/admin/dashboard", element: <h1>Back office</h1> }],
      },
    ]);
    const code = await screen.findByLabelText("Authentication code");
    expect(screen.queryByText("Back office")).toBeNull();

    await view.user.type(code, "654321");
    await view.user.click(screen.getByRole("button", { name: "Verify" }));
    expect(
      await screen.findByRole("heading", { name: "Back office" }),
    ).toBeVisible();
  });
});
