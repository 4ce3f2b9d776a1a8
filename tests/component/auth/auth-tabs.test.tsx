import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";

import { renderRoute } from "../../support/render-app";
import { storeSession } from "../../support/session";
import { answerAuth } from "./auth-test-kit";

describe("/auth tabs", () => {
  afterEach(() => {
    act(() => dismissToast());
  });

  it("has Login and Sign Up tabs that the arrow keys move between", async () => {
    const { user } = renderRoute("/auth");
    expect(
      await screen.findByRole("heading", {
        level: 1,
        name: "Welcome to EkoLuxe",
      }),
    ).toBeInTheDocument();
    const login = screen.getByRole("tab", { name: "Login" });
    const signUp = screen.getByRole("tab", { name: "Sign Up" });
    expect(login).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Login" })).toBeInTheDocument();

    await user.click(login);
    await user.keyboard("{ArrowRight}");
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute("aria-selected", "true");
    expect(
      within(screen.getByRole("tabpanel", { name: "Sign Up" })).getByLabelText(
        "Full Name",
      ),
    ).toBeInTheDocument();

    await user.keyboard("{ArrowLeft}");
    expect(login).toHaveFocus();
    expect(screen.getByLabelText("Email or username")).toBeInTheDocument();
    await user.keyboard("{Tab}");
    expect(screen.getByRole("tabpanel", { name: "Login" })).toHaveFocus();
  });

  it("updates the nav bar without a reload after logging in", async () => {
    // supabase-js persists the session it is answered before it resolves.
    answerAuth();
    const { user, location } = renderRoute("/auth");
    const header = (await screen.findAllByRole("banner"))[0]!;
    expect(within(header).queryByRole("button", { name: "Logout" })).toBeNull();

    await user.type(
      screen.getByLabelText("Email or username"),
      "customer@ekoluxe.ng",
    );
    await user.type(screen.getByLabelText("Password"), "ekoluxe-demo");
    await user.click(screen.getByRole("button", { name: "Login" }));

    await waitFor(() => expect(location().pathname).toBe("/"));
    await waitFor(() =>
      expect(
        within(header).getAllByRole("button", { name: "Logout" }).length,
      ).toBeGreaterThan(0),
    );
  });

  it("tells a signed-in visitor so, with a way on to their home", async () => {
    storeSession("owner");
    renderRoute("/auth");
    const notice = await screen.findByText(
      /you are signed in as ada@example.ng/i,
    );
    expect(notice).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Continue" })).toHaveAttribute(
      "href",
      "/owner-portal",
    );
  });
});
