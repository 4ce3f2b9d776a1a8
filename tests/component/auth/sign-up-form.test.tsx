import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";

import { supabase } from "@/lib/supabase";
import { dismissToast } from "@/lib/toast";

import { renderRoute } from "../../support/render-app";
import { authApiError, authRoutes, fakeSession } from "./auth-test-kit";

vi.mock("@/lib/supabase", () => ({
  supabase: {
    auth: {
      // The session bridge subscribes to auth events once someone is signed in.
      onAuthStateChange: vi.fn(() => ({
        data: { subscription: { unsubscribe: vi.fn() } },
      })),
      signInWithPassword: vi.fn(),
      signUp: vi.fn(),
      getSession: vi.fn(),
    },
  },
}));

const signUp = vi.mocked(supabase.auth.signUp);

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
    vi.clearAllMocks();
  });

  it("requires all three fields: Sign-up Failed / Please fill all fields.", async () => {
    const view = await openSignUp();
    await fill(view, { email: "ada@example.ng" });

    expect(await screen.findByText("Sign-up Failed")).toBeInTheDocument();
    expect(screen.getByText("Please fill all fields.")).toBeInTheDocument();
    expect(view.panel.getByText("Enter your full name.")).toBeInTheDocument();
    expect(view.panel.getByText("Choose a password.")).toBeInTheDocument();
    expect(view.panel.getByLabelText("Email")).toHaveValue("ada@example.ng");
    expect(signUp).not.toHaveBeenCalled();
  });

  it("checks the e-mail format and the 6-character password minimum", async () => {
    const view = await openSignUp();
    await fill(view, { name: "Ada", email: "ada@", password: "12345" });
    expect(
      await view.panel.findByText("Enter a valid email address."),
    ).toBeInTheDocument();
    expect(
      view.panel.getByText("Password must be at least 6 characters long."),
    ).toBeInTheDocument();
    expect(signUp).not.toHaveBeenCalled();
  });

  it("says An account with this email already exists. for a taken address", async () => {
    signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: authApiError(
        "User already registered",
        "user_already_exists",
        422,
      ),
    } as never);
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
    signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: authApiError(
        "Signups not allowed for this instance",
        "signup_disabled",
        422,
      ),
    } as never);
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
    let settle: (value: unknown) => void = () => {};
    signUp.mockReturnValue(
      new Promise((resolve) => {
        settle = resolve;
      }) as never,
    );
    const view = await openSignUp();
    await fill(view, {
      name: "Ada Lovelace",
      email: "ada@example.ng",
      password: "secret-123",
    });
    expect(
      await view.panel.findByRole("button", { name: "Creating account..." }),
    ).toBeDisabled();

    await act(async () =>
      settle({
        data: { user: fakeSession().user, session: fakeSession() },
        error: null,
      }),
    );
    await waitFor(() => expect(view.location().pathname).toBe("/"));
    expect(
      await screen.findByText("Welcome to EkoLuxe, Ada Lovelace!"),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: "ada@example.ng",
      password: "secret-123",
      options: { data: { full_name: "Ada Lovelace" } },
    });
  });
});
