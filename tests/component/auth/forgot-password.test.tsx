import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";
import { OwnerLogin } from "@/features/owner-portal/components/owner-login";

import { server } from "../../support/msw-server";
import { renderRoute, renderWithProviders } from "../../support/render-app";
import { authRoutes } from "./auth-test-kit";
import { goTrueError, linkRoutes, RECOVER } from "./link-test-kit";

const origin = window.location.origin;

describe("forgot password", () => {
  afterEach(() => act(() => dismissToast()));

  it("is linked from the Login tab", async () => {
    const view = renderRoute("/auth", [
      ...authRoutes,
      ...linkRoutes.filter((route) => route.path === "/auth/forgot-password"),
    ]);
    await view.user.click(
      await screen.findByRole("link", { name: "Forgot password?" }),
    );
    await waitFor(() =>
      expect(view.location().pathname).toBe("/auth/forgot-password"),
    );
    expect(
      await screen.findByRole("heading", { name: "Forgot your password?" }),
    ).toBeInTheDocument();
  });

  it("is linked from the owner portal's login", () => {
    renderWithProviders(
      <MemoryRouter>
        <OwnerLogin onSubmit={vi.fn()} pending={false} />
      </MemoryRouter>,
    );
    expect(
      screen.getByRole("link", { name: "Forgot password?" }),
    ).toHaveAttribute("href", "/auth/forgot-password");
  });

  it("sends a reset link back to /auth/confirm and answers the same for any address", async () => {
    const requests: { email: unknown; redirectTo: string | null }[] = [];
    server.use(
      http.post(RECOVER, async ({ request }) => {
        const body = (await request.json()) as { email: unknown };
        requests.push({
          email: body.email,
          redirectTo: new URL(request.url).searchParams.get("redirect_to"),
        });
        return HttpResponse.json({});
      }),
    );
    const view = renderRoute("/auth/forgot-password", linkRoutes);
    await view.user.type(
      await screen.findByLabelText("Email"),
      " nobody@example.ng ",
    );
    await view.user.click(
      screen.getByRole("button", { name: "Send reset link" }),
    );
    expect(await screen.findByRole("status")).toHaveTextContent(
      "If an account exists for nobody@example.ng, we've sent it a link to choose a new password. The link works once and expires in an hour.",
    );
    expect(requests).toEqual([
      { email: "nobody@example.ng", redirectTo: `${origin}/auth/confirm` },
    ]);

    await view.user.click(
      screen.getByRole("button", { name: "Use a different address" }),
    );
    expect(screen.getByLabelText("Email")).toBeInTheDocument();
  });

  it("checks the address before sending", async () => {
    const view = renderRoute("/auth/forgot-password", linkRoutes);
    await view.user.type(await screen.findByLabelText("Email"), "not-an-email");
    await view.user.click(
      screen.getByRole("button", { name: "Send reset link" }),
    );
    expect(
      await screen.findByText("Enter a valid email address."),
    ).toBeInTheDocument();
  });

  it("shows the server's rate limit as the spec's Error sending reset link toast", async () => {
    server.use(
      http.post(RECOVER, () =>
        goTrueError(
          429,
          "over_email_send_rate_limit",
          "For security purposes, you can only request this after 42 seconds.",
        ),
      ),
    );
    const view = renderRoute("/auth/forgot-password", linkRoutes);
    await view.user.type(
      await screen.findByLabelText("Email"),
      "ada@example.ng",
    );
    await view.user.click(
      screen.getByRole("button", { name: "Send reset link" }),
    );
    const toast = (await screen.findByText("Error sending reset link")).closest(
      "li",
    );
    expect(toast).toHaveTextContent(
      "For security purposes, you can only request this after 42 seconds.",
    );
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.ng");
  });
});
