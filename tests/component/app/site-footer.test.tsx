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

  it("keeps Terms of Service and Privacy Policy as placeholders that lead nowhere", async () => {
    const { user, location } = renderRoute("/faq");
    const footer = await screen.findByRole("contentinfo");

    for (const name of ["Terms of Service", "Privacy Policy"]) {
      expect(
        within(footer).queryByRole("link", { name }),
      ).not.toBeInTheDocument();
      expect(within(footer).getByRole("button", { name })).toBeInTheDocument();
    }
    await user.click(
      within(footer).getByRole("button", { name: "Privacy Policy" }),
    );
    expect(await screen.findByText("Feature Coming Soon")).toBeInTheDocument();
    expect(location().pathname).toBe("/faq");
  });
});
