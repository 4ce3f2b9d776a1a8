import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { renderRoute } from "../../support/render-app";
import { authRoutes } from "./auth-test-kit";

const TOKEN = "*/auth/v1/token";
const SIGN_UP = "*/auth/v1/signup";

/**
 * GoTrue's 429 as it leaves the server: supabase-js asks for API version 2024-01-01, which moves
 * the error code into `code`; older servers send the status there and the code in `error_code`.
 */
function goTrueTooManyRequests(shape: "2024-01-01" | "legacy") {
  const headers = { "x-sb-error-code": "over_request_rate_limit" };
  if (shape === "legacy")
    return HttpResponse.json(
      {
        code: 429,
        error_code: "over_request_rate_limit",
        msg: "Request rate limit reached",
      },
      { status: 429, headers },
    );
  return HttpResponse.json(
    { code: "over_request_rate_limit", message: "Request rate limit reached" },
    {
      status: 429,
      headers: { ...headers, "x-supabase-api-version": "2024-01-01" },
    },
  );
}

describe("GoTrue's rate limit on /auth", () => {
  afterEach(() => act(() => dismissToast()));

  it.each(["2024-01-01", "legacy"] as const)(
    "Login says Login Failed / too many attempts and keeps what was typed (%s body)",
    async (shape) => {
      let attempts = 0;
      server.use(
        http.post(TOKEN, () => {
          attempts += 1;
          return goTrueTooManyRequests(shape);
        }),
      );
      const { user, location } = renderRoute("/auth", authRoutes);
      await user.type(
        await screen.findByLabelText("Email or username"),
        "admin@ekoluxe.ng",
      );
      await user.type(screen.getByLabelText("Password"), "guess-36");
      await user.click(screen.getByRole("button", { name: "Login" }));

      expect(await screen.findByText("Login Failed")).toBeInTheDocument();
      expect(
        screen.getByText(
          "Too many sign-in attempts — please wait a few minutes and try again.",
        ),
      ).toBeInTheDocument();
      expect(
        screen.queryByText("Invalid username or password"),
      ).not.toBeInTheDocument();
      expect(attempts).toBe(1);
      expect(location().pathname).toBe("/auth");
      expect(screen.getByLabelText("Email or username")).toHaveValue(
        "admin@ekoluxe.ng",
      );
      expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
    },
  );

  it("Sign Up says Sign up Failed / too many attempts and keeps what was typed", async () => {
    server.use(http.post(SIGN_UP, () => goTrueTooManyRequests("2024-01-01")));
    const { user } = renderRoute("/auth?tab=sign-up", authRoutes);
    const panel = within(
      await screen.findByRole("tabpanel", { name: "Sign Up" }),
    );
    await user.type(panel.getByLabelText("Full Name"), "Ada Lovelace");
    await user.type(panel.getByLabelText("Email"), "ada@example.ng");
    await user.type(panel.getByLabelText("Password"), "secret-pass");
    await user.click(panel.getByRole("button", { name: "Sign Up" }));

    expect(await screen.findByText("Sign up Failed")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Too many sign-up attempts — please wait a few minutes and try again.",
      ),
    ).toBeInTheDocument();
    expect(panel.getByLabelText("Email")).toHaveValue("ada@example.ng");
    expect(panel.getByLabelText("Full Name")).toHaveValue("Ada Lovelace");
  });
});
