import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";

async function renderHome() {
  const view = renderRoute("/");
  await screen.findByRole("heading", { level: 1 });
  // The sections below the first screen render right after the first paint.
  await screen.findByRole("heading", { level: 2, name: "Schedule Your Ride" });
  return view;
}

function region(name: string) {
  return within(screen.getByRole("region", { name }));
}

describe("home page", () => {
  it("has one h1 and the spec's sections in order", async () => {
    await renderHome();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    const main = within(screen.getByRole("main"));
    const sections = main
      .getAllByRole("heading", { level: 2 })
      .map((heading) => heading.textContent);
    expect(sections).toEqual([
      "Quick Booking",
      "Our Ride Options",
      "How It Works",
      "Why Choose EkoLuxe",
      "Drive with Us or Manage Your Fleet",
      "What Our Clients Say",
      "Schedule Your Ride",
    ]);
    await waitFor(() =>
      expect(document.title).toBe("Premium E-Hailing in Lagos | EkoLuxe"),
    );
  });

  it("offers the hero's Book a Ride and Become a Driver calls to action", async () => {
    await renderHome();
    const hero = within(
      screen.getByRole("region", { name: /premium rides across lagos/i }),
    );
    expect(hero.getByRole("link", { name: "Book a Ride" })).toHaveAttribute(
      "href",
      "/book-a-ride",
    );
    expect(hero.getByRole("link", { name: "Become a Driver" })).toHaveAttribute(
      "href",
      "/drivers",
    );
  });

  it("shows four ride options linking to the services page", async () => {
    await renderHome();
    const options = region("Our Ride Options");
    expect(
      options.getAllByRole("heading", { level: 3 }).map((h) => h.textContent),
    ).toEqual([
      "Standard Ride",
      "Premium Ride",
      "Airport & Hotel Transfer",
      "Corporate Ride",
    ]);
    expect(
      options.getByRole("link", { name: "View All Services" }),
    ).toHaveAttribute("href", "/services");
  });

  it("explains the four steps and four benefits", async () => {
    await renderHome();
    const steps = region("How It Works").getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    expect(steps[0]).toHaveTextContent(/pickup, drop-off and time/);
    expect(steps[1]).toHaveTextContent(/details arrive instantly/);
    expect(steps[2]).toHaveTextContent(/real-time map/);
    expect(steps[3]).toHaveTextContent(/cashless or by card.*rate your ride/);
    expect(
      region("Why Choose EkoLuxe")
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      "Verified drivers",
      "Luxury fleet",
      "Upfront pricing",
      "Real-time tracking",
    ]);
  });

  it("invites drivers and owners, then shows three testimonials and the final call to action", async () => {
    await renderHome();
    const fleet = region("Drive with Us or Manage Your Fleet");
    expect(fleet.getByText(/notifications, and analytics/)).toBeVisible();
    expect(fleet.getByRole("link", { name: "Join Our Fleet" })).toHaveAttribute(
      "href",
      "/drivers",
    );
    const quotes = region("What Our Clients Say").getAllByRole("figure");
    expect(quotes).toHaveLength(3);
    for (const quote of quotes) {
      expect(within(quote).getByRole("img")).toHaveAccessibleName(
        /^Portrait of /,
      );
    }
    expect(
      region("Schedule Your Ride").getByRole("link", { name: "Book a Ride" }),
    ).toHaveAttribute("href", "/book-a-ride");
  });
});
