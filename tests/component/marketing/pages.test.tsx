import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";

async function renderPage(path: string, title: string) {
  renderRoute(path);
  await screen.findByRole("heading", { level: 1, name: title });
  expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
  return within(screen.getByRole("main"));
}

describe("static marketing pages", () => {
  it("services shows five service cards and a link to book", async () => {
    const main = await renderPage("/services", "Our Services");
    const cards = within(
      screen.getByRole("region", { name: "Our services" }),
    ).getAllByRole("heading", { level: 2 });
    expect(cards.map((card) => card.textContent)).toEqual([
      "Standard Rides",
      "Premium Rides",
      "Airport & Hotel Transfers",
      "Corporate Rides",
      "Fleet Management",
    ]);
    expect(main.getByRole("link", { name: "Book a Ride" })).toHaveAttribute(
      "href",
      "/book-a-ride",
    );
  });

  it("business lists its benefits and links to Contact Sales", async () => {
    const main = await renderPage("/business", "EkoLuxe for Business");
    const benefits = within(
      screen.getByRole("region", { name: "Benefits for Your Business" }),
    ).getAllByRole("listitem");
    expect(benefits.length).toBeGreaterThanOrEqual(4);
    expect(main.getByRole("link", { name: "Contact Sales" })).toHaveAttribute(
      "href",
      "/contact-sales",
    );
  });

  it("drive with us shows four benefits and links to Apply to Drive", async () => {
    const main = await renderPage("/drivers", "Drive with EkoLuxe");
    expect(
      within(
        screen.getByRole("region", { name: "Benefits for Drivers" }),
      ).getAllByRole("listitem"),
    ).toHaveLength(4);
    expect(main.getByRole("link", { name: "Apply to Drive" })).toHaveAttribute(
      "href",
      "/drivers/apply",
    );
  });

  it("about tells the story, the values and the numbers", async () => {
    const main = await renderPage("/about", "About EkoLuxe");
    expect(main.getByRole("heading", { name: "Our Story" })).toBeVisible();
    expect(main.getByText(/Third Mainland Bridge/)).toBeVisible();
    expect(main.getByRole("heading", { name: "Our Values" })).toBeVisible();
    expect(main.getByText("Verified drivers")).toBeVisible();
  });
});
