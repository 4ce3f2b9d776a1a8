import { act, screen, waitFor } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { ChangeEmailForm } from "@/features/auth/components/change-email-form";
import { ChangePasswordForm } from "@/features/auth/components/change-password-form";

import { server } from "../../support/msw-server";
import { renderWithProviders } from "../../support/render-app";
import { storeSession } from "../../support/session";
import { goTrueError, linkSession, LOGOUT, USER } from "./link-test-kit";

const origin = window.location.origin;

async function expectToast(title: string, description: string) {
  const toast = (await screen.findByText(title)).closest("li");
  expect(toast).toHaveTextContent(description);
}

describe("a signed-in person's own password", () => {
  afterEach(() => act(() => dismissToast()));

  async function change(current: string, next: string) {
    const view = renderWithProviders(<ChangePasswordForm />);
    await view.user.type(screen.getByLabelText("Current password"), current);
    await view.user.type(screen.getByLabelText("New password"), next);
    await view.user.type(screen.getByLabelText("Confirm new password"), next);
    await view.user.click(
      screen.getByRole("button", { name: "Update Password" }),
    );
    return view;
  }

  it("sends the current password with the new one, then signs out the other sessions", async () => {
    storeSession("owner");
    let body: unknown;
    let scope: string | null = null;
    server.use(
      http.put(USER, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(linkSession("owner").user);
      }),
      http.post(LOGOUT, ({ request }) => {
        scope = new URL(request.url).searchParams.get("scope");
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await change("ekoluxe-demo", "brass lantern kettle");
    await expectToast("Password Updated!", "signed out");
    expect(body).toMatchObject({
      password: "brass lantern kettle",
      current_password: "ekoluxe-demo",
    });
    expect(scope).toBe("others");
  });

  it("says so when the current password is wrong, and keeps what was typed", async () => {
    storeSession("owner");
    server.use(
      http.put(USER, () =>
        goTrueError(
          400,
          "current_password_invalid",
          "Current password required when setting new password.",
        ),
      ),
    );
    await change("wrong-one", "brass lantern kettle");
    await expectToast(
      "Password Change Failed",
      "Your current password is not right. Nothing was changed.",
    );
    const current = screen.getByLabelText("Current password");
    await waitFor(() => expect(current).toHaveFocus());
    expect(current).toHaveValue("wrong-one");
    expect(current).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("New password")).toHaveValue(
      "brass lantern kettle",
    );
  });

  it("refuses without a session", async () => {
    await change("whatever", "brass lantern kettle");
    await expectToast("Password Change Failed", "You are not signed in");
  });
});

describe("a change of e-mail address", () => {
  afterEach(() => act(() => dismissToast()));

  it("asks both addresses to confirm, through links back to /auth/confirm", async () => {
    storeSession("owner");
    let request: { body: unknown; redirectTo: string | null } | null = null;
    server.use(
      http.put(USER, async ({ request: sent }) => {
        request = {
          body: await sent.json(),
          redirectTo: new URL(sent.url).searchParams.get("redirect_to"),
        };
        return HttpResponse.json(linkSession("owner").user);
      }),
    );
    const view = renderWithProviders(<ChangeEmailForm />);
    expect(
      await screen.findByText("Currently ada@example.ng."),
    ).toBeInTheDocument();
    await view.user.type(
      screen.getByLabelText("New email address"),
      "ada@newmail.ng",
    );
    await view.user.click(screen.getByRole("button", { name: "Change email" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "We've sent a confirmation link to both addresses (ada@example.ng and ada@newmail.ng).",
    );
    expect(request).toEqual({
      body: expect.objectContaining({ email: "ada@newmail.ng" }),
      redirectTo: `${origin}/auth/confirm`,
    });
  });

  it("does not ask to change to the address already in use", async () => {
    storeSession("owner");
    const view = renderWithProviders(<ChangeEmailForm />);
    await screen.findByText("Currently ada@example.ng.");
    await view.user.type(
      screen.getByLabelText("New email address"),
      "ADA@example.ng",
    );
    await view.user.click(screen.getByRole("button", { name: "Change email" }));
    expect(
      await screen.findByText("This is already your email address."),
    ).toBeInTheDocument();
  });
});
