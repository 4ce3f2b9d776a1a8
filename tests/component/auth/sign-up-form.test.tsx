import { act, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { renderRoute } from "../../support/render-app";
import {
  answerAuth,
  authRoutes,
  fakeSession,
  goTrueError,
} from "./auth-test-kit";

async function openSignUp() {
  const view = renderRoute("/auth?tab=sign-up", authRoutes);
  const panel = await screen.findByRole("tabpanel", { name: "Sign Up" });
  return { ...view, panel: within(panel) };
}

async function fill(
  { user, panel }: Awaited<ReturnType<typeof openSignUp>>,
  values: { name?: string; email?: string; password?: string },
) {
  if (values.name)
    await user.type(panel.getByLabelText("Full Name"), values.name);
  if (values.email)
    await user.type(panel.getByLabelText("Email"), values.email);
  if (values.password)
    await user.type(panel.getByLabelText("Password"), values.password);
  await user.click(panel.getByRole("button", { name: "Sign Up" }));
}

describe("sign up", () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it("requires all three fields: Sign-up Failed / Please fill all fields.", async () => {
    const sent = answerAuth();
    const view = await openSignUp();
    await fill(view, { email: "ada@example.ng" });

    expect(await screen.findByText("Sign-up Failed")).toBeInTheDocument();
    expect(screen.getByText("Please fill all fields.")).toBeInTheDocument();
    expect(view.panel.getByText("Enter your full name.")).toBeInTheDocument();
    expect(view.panel.getByText("Choose a password.")).toBeInTheDocument();
    expect(view.panel.getByLabelText("Email")).toHaveValue("ada@example.ng");
    expect(sent.signUps).toEqual([]);
  });

  it("checks the e-mail format and the 6-character password minimum", async () => {
    const sent = answerAuth();
    const view = await openSignUp();
    await fill(view, { name: "Ada", email: "ada@", password: "12345" });
    expect(
      await view.panel.findByText("Enter a valid email address."),
    ).toBeInTheDocument();
    expect(
      view.panel.getByText("Password must be at least 6 characters long."),
    ).toBeInTheDocument();
    expect(sent.signUps).toEqual([]);
  });

  it("says An account with this email already exists. for a taken address", async () => {
    answerAuth(() =>
      goTrueError("User already registered", "user_already_exists", 422),
    );
    const view = await openSignUp();
    await fill(view, {
      name: "Ada Lovelace",
      email: "customer@ekoluxe.ng",
      password: "secret-123",
    });

    expect(await screen.findByText("Sign-up Failed")).toBeInTheDocument();
    const messages = await screen.findAllByText(
      "An account with this email already exists.",
    );
    expect(messages.length).toBe(2);
    expect(view.panel.getByLabelText("Email")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(view.panel.getByLabelText("Full Name")).toHaveValue("Ada Lovelace");
  });

  it("shows Sign up Failed with the server's message for other errors", async () => {
    answerAuth(() =>
      goTrueError(
        "Signups not allowed for this instance",
        "signup_disabled",
        422,
      ),
    );
    const view = await openSignUp();
    await fill(view, {
      name: "Ada",
      email: "ada@example.ng",
      password: "secret-123",
    });
    expect(await screen.findByText("Sign up Failed")).toBeInTheDocument();
    expect(
      screen.getByText("Signups not allowed for this instance"),
    ).toBeInTheDocument();
  });

  it("creates the account with full_name, welcomes the user and goes home", async () => {
    let settle: () => void = () => {};
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const sent = answerAuth(async () => {
      await settled;
      return HttpResponse.json(fakeSession());
    });
    const view = await openSignUp();
    await fill(view, {
      name: "Ada Lovelace",
      email: "ada@example.ng",
      password: "secret-123",
    });
    expect(
      await view.panel.findByRole("button", { name: "Creating account..." }),
    ).toBeDisabled();

    await act(async () => settle());
    await waitFor(() => expect(view.location().pathname).toBe("/"));
    expect(
      await screen.findByText("Welcome to EkoLuxe, Ada Lovelace!"),
    ).toBeInTheDocument();
    expect(sent.signUps).toEqual([
      {
        email: "ada@example.ng",
        password: "secret-123",
        data: { full_name: "Ada Lovelace" },
      },
    ]);
  });
});
