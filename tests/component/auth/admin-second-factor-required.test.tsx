import { act, screen } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { useLocation, type RouteObject } from "react-router-dom";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { Component as AdminGuard } from "@/app/guards/admin-guard";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { fakeAccessToken, storeSession } from "../../support/session";
import {
  factor,
  FACTOR_ID,
  FACTORS,
  SECRET,
  USER,
  userWith,
} from "../admin-settings/settings-kit";

const RPC = "*/rest/v1/rpc/admin_second_factor_required";

function Screen() {
  const location = useLocation();
  return <p>Admin screen {location.pathname}</p>;
}

const routes: RouteObject[] = [
  {
    path: "/admin",
    Component: AdminGuard,
    children: [{ path: "*", Component: Screen }],
  },
  { path: "/auth", element: <p>Login page</p> },
];

function aal2Session() {
  return {
    access_token: fakeAccessToken({
      sub: userWith().id,
      email: "ada@example.ng",
      role: "authenticated",
      aal: "aal2",
      app_metadata: { role: "admin" },
    }),
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: "next",
    user: userWith([factor("verified")]),
  };
}

/** The database's answer follows the session: required until a factor is verified (aal2). */
function useBackend(requiredAtFirst: boolean) {
  let aal2 = false;
  let factors: ReturnType<typeof factor>[] = [];
  server.use(
    http.post(RPC, () => HttpResponse.json(requiredAtFirst && !aal2)),
    http.get(USER, () => HttpResponse.json(userWith(factors))),
    http.post(FACTORS, () => {
      factors = [factor("unverified")];
      return HttpResponse.json({
        id: FACTOR_ID,
        type: "totp",
        friendly_name: "Authenticator app",
        totp: {
          qr_code: "<svg/>",
          secret: SECRET,
          uri: `otpauth://totp/EkoLuxe:ada?secret=${SECRET}&issuer=EkoLuxe`,
        },
      });
    }),
    http.post(`${FACTORS}/:id/challenge`, () =>
      HttpResponse.json({ id: "c1", type: "totp", expires_at: 9_999_999_999 }),
    ),
    http.post(`${FACTORS}/:id/verify`, () => {
      aal2 = true;
      factors = [factor("verified")];
      return HttpResponse.json(aal2Session());
    }),
  );
}

describe("two-factor required of administrators", () => {
  afterEach(() => act(() => dismissToast()));

  it("sends an admin without an authenticator to add one, then on to the screen they asked for", async () => {
    storeSession("admin");
    useBackend(true);
    const view = renderRoute("/admin/bookings?status=pending", routes);

    expect(
      await screen.findByRole("heading", {
        name: "Set up two-factor authentication",
      }),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Admin screen/)).not.toBeInTheDocument();

    await view.user.click(screen.getByRole("button", { name: "Continue" }));
    await view.user.type(
      await screen.findByLabelText("6-digit code"),
      "123456",
    );
    await view.user.click(
      screen.getByRole("button", { name: "Verify and turn on" }),
    );

    expect(
      await screen.findByText("Admin screen /admin/bookings"),
    ).toBeInTheDocument();
    expect(view.location().search).toBe("?status=pending");
    expect(
      await screen.findByText("Two-factor authentication on"),
    ).toBeInTheDocument();
  });

  it("lets an admin through when the setting is off", async () => {
    storeSession("admin");
    useBackend(false);
    renderRoute("/admin/dashboard", routes);
    expect(
      await screen.findByText("Admin screen /admin/dashboard"),
    ).toBeInTheDocument();
  });

  it("signs out from the enrolment with Cancel", async () => {
    storeSession("admin");
    useBackend(true);
    server.use(
      http.post(
        "*/auth/v1/logout",
        () => new HttpResponse(null, { status: 204 }),
      ),
    );
    const view = renderRoute("/admin/dashboard", routes);
    await view.user.click(
      await screen.findByRole("button", { name: "Cancel" }),
    );
    expect(await screen.findByText("Login page")).toBeInTheDocument();
    expect(view.location().search).toBe("?redirectTo=%2Fadmin%2Fdashboard");
  });
});
