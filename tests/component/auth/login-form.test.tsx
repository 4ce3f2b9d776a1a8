import { act, screen, waitFor } from "@testing-library/react";
import { delay, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { renderRoute } from "../../support/render-app";
import {
  answerAuth,
  authRoutes,
  fakeSession,
  goTrueError,
} from "./auth-test-kit";

async function logIn(path: string, email: string, password = "ekoluxe-demo") {
  const view = renderRoute(path, authRoutes);
  await view.user.type(
    await screen.findByLabelText("Email or username"),
    email,
  );
  await view.user.type(screen.getByLabelText("Password"), password);
  await view.user.click(screen.getByRole("button", { name: "Login" }));
  return view;
}

describe("login", () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it.each([
    ["an admin", "admin", "/admin/dashboard"],
    ["an owner", "owner", "/owner-portal"],
    ["a customer", undefined, "/"],
  ] as const)(
    "sends %s to %s after Login Successful",
    async (_who, role, home) => {
      const sent = answerAuth(() => HttpResponse.json(fakeSession(role)));
      const { location } = await logIn("/auth", " ada@example.ng ");

      await waitFor(() => expect(location().pathname).toBe(home));
      expect(await screen.findByText("Login Successful")).toBeInTheDocument();
      expect(sent.logins).toEqual([
        { email: "ada@example.ng", password: "ekoluxe-demo" },
      ]);
    },
  );

  it("returns to a safe redirectTo, and ignores one that leaves the site", async () => {
    answerAuth();
    const first = await logIn("/auth?redirectTo=%2Fbook-a-ride", "a@b.ng");
    await waitFor(() => expect(first.location().pathname).toBe("/book-a-ride"));
    first.unmount();

    const second = await logIn("/auth?redirectTo=%2F%2Fevil.example", "a@b.ng");
    await waitFor(() => expect(second.location().pathname).toBe("/"));
  });

  it("says Login Failed / Invalid username or password on wrong credentials and keeps the values", async () => {
    answerAuth(() =>
      goTrueError("Invalid login credentials", "invalid_credentials"),
    );
    const { location } = await logIn("/auth", "ada@example.ng", "wrong-pass");

    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(
      screen.getByText("Invalid username or password"),
    ).toBeInTheDocument();
    expect(location().pathname).toBe("/auth");
    expect(screen.getByLabelText("Email or username")).toHaveValue(
      "ada@example.ng",
    );
    expect(screen.getByLabelText("Password")).toHaveValue("wrong-pass");
    expect(screen.getByRole("button", { name: "Login" })).toBeEnabled();
  });

  it("shows Sign in Failed with the server's message for other failures", async () => {
    answerAuth(() => goTrueError("User is banned", "user_banned"));
    await logIn("/auth", "ada@example.ng");
    expect(await screen.findByText("Sign in Failed")).toBeInTheDocument();
    expect(screen.getByText("User is banned")).toBeInTheDocument();
  });

  it("asks an account that has not confirmed its address to open the sign-up link", async () => {
    answerAuth(() => goTrueError("Email not confirmed", "email_not_confirmed"));
    await logIn("/auth", "ada@example.ng");
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Please confirm your email address first: open the link we sent when you signed up.",
      ),
    ).toBeInTheDocument();
  });

  it("asks for the e-mail address when a bare username is typed", async () => {
    const sent = answerAuth();
    await logIn("/auth", "admin");
    expect(
      await screen.findByText(
        /please enter the email address of your account/i,
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Email or username")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(sent.logins).toEqual([]);
  });

  it("shows Signing in... and disables the button while the request runs", async () => {
    answerAuth(async () => {
      await delay("infinite");
      return HttpResponse.json(fakeSession());
    });
    await logIn("/auth", "ada@example.ng");
    expect(
      await screen.findByRole("button", { name: "Signing in..." }),
    ).toBeDisabled();
  });

  it("lets the visitor reveal the password they typed", async () => {
    const { user } = renderRoute("/auth", authRoutes);
    const password = await screen.findByLabelText("Password");
    await user.type(password, "ekoluxe-demo");
    // Named "Show" so the label "Password" stays unique to the field itself.
    const toggle = screen.getByRole("button", { name: "Show" });
    expect(toggle).toHaveAttribute("aria-controls", password.id);
    expect(password).toHaveAttribute("type", "password");
    await user.click(toggle);
    expect(password).toHaveAttribute("type", "text");
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(password).toHaveAttribute("type", "password");
  });
});
