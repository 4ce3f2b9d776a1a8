import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";

function linksOf(name: string) {
  const nav = within(screen.getByRole("navigation", { name }));
  return nav.getAllByRole("link").map((link) => link.getAttribute("href"));
}

describe("site footer", () => {
  it("shows the tagline, link groups, contacts and social links", async () => {
    renderRoute("/about");
    const footer = await screen.findByRole("contentinfo");
    const inFooter = within(footer);

    expect(
      inFooter.getByText(
        "Premium, safe, and reliable e-hailing services across Lagos.",
      ),
    ).toBeInTheDocument();
    expect(linksOf("Company")).toEqual([
      "/about",
      "/services",
      "/our-fleet",
      "/careers",
      "/contact",
      "/faq",
    ]);
    expect(
      inFooter.getByRole("heading", { name: "For Business" }),
    ).toBeInTheDocument();
    expect(linksOf("For Business")).toEqual([
      "/business",
      "/contact-sales",
      "/owner-portal",
    ]);

    expect(
      inFooter.getByRole("link", { name: /hello@ekoluxe\.ng/ }),
    ).toHaveAttribute("href", "mailto:hello@ekoluxe.ng");
    expect(
      inFooter.getByRole("link", { name: /\+234 700 356 5893/ }),
    ).toHaveAttribute("href", "tel:+2347003565893");
    expect(inFooter.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
      "href",
      "https://wa.me/2347003565893",
    );
    const social = within(inFooter.getByRole("list", { name: "Social media" }));
    expect(social.getAllByRole("link")).toHaveLength(3);
  });

  it("links Terms of Service and Privacy Policy to their pages", async () => {
    const { user, location } = renderRoute("/faq");
    const footer = await screen.findByRole("contentinfo");

    expect(linksOf("Legal")).toEqual(["/terms", "/privacy"]);
    await user.click(
      within(footer).getByRole("link", { name: "Privacy Policy" }),
    );
    expect(
      await screen.findByRole("heading", { level: 1, name: "Privacy Policy" }),
    ).toBeInTheDocument();
    expect(location().pathname).toBe("/privacy");
  });
});
