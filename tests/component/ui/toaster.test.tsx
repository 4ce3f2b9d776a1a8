import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { dismissToast, notify } from "@/lib/toast";

import { renderWithProviders } from "../../support/render-app";

describe("Toaster", () => {
  afterEach(() => act(() => dismissToast()));

  it("shows the newest toast only, with its title and description", async () => {
    renderWithProviders(<p>page</p>);
    act(() => {
      notify(
        "Quick Booking Sent!",
        "Redirecting you to the full booking page.",
      );
      notify("Booking Failed", "Something went wrong", {
        variant: "destructive",
      });
    });
    const title = await screen.findByText("Booking Failed");
    expect(screen.getByText("Something went wrong")).toBeInTheDocument();
    expect(screen.queryByText("Quick Booking Sent!")).not.toBeInTheDocument();
    expect(title.closest("[data-slot=toast]")).toHaveAttribute(
      "data-variant",
      "destructive",
    );
  });

  it("closes a toast from its close button", async () => {
    const { user } = renderWithProviders(<p>page</p>);
    act(() => {
      notify("Logged Out", "You have been successfully logged out.");
    });
    await user.click(await screen.findByRole("button", { name: "Close" }));
    expect(screen.queryByText("Logged Out")).not.toBeInTheDocument();
  });
});
