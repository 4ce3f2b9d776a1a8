import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";

async function renderPage(path: string, title: string) {
  const view = renderRoute(path);
  await screen.findByRole("heading", { level: 1, name: title });
  const main = within(screen.getByRole("main"));
  const toc = within(main.getByRole("navigation", { name: "On this page" }));
  return { ...view, main, toc };
}

/** The sections' titles in order (each region is named by its heading, without its number). */
const sectionTitles = (main: ReturnType<typeof within>) =>
  main
    .getAllByRole("heading", { level: 2 })
    .filter((heading: HTMLElement) => heading.closest("section"))
    .map((heading: HTMLElement) => {
      main.getByRole("region", {
        name: heading.textContent!.replace(/^\d+\./, ""),
      });
      return heading.textContent!.replace(/^\d+\./, "");
    });

describe("legal pages", () => {
  it("the privacy policy names the controller, the data, the rights and how to use them", async () => {
    const { main, toc } = await renderPage("/privacy", "Privacy Policy");
    expect(document.title).toBe("Privacy Policy | EkoLuxe");
    expect(main.getByText(/Last updated/)).toHaveTextContent(
      "Last updated 27 November 2026",
    );
    expect(sectionTitles(main)).toEqual([
      "Who we are",
      "What we collect, why, and for how long",
      "Who receives your data",
      "Transfers outside Nigeria",
      "Your rights",
      "How we protect it",
      "Cookies and local storage",
      "Children",
      "Changes to this policy",
    ]);
    // Every section is in the table of contents, by its anchor.
    expect(
      toc.getAllByRole("link").map((link) => link.getAttribute("href")),
    ).toContain("/privacy#your-rights");

    const who = within(main.getByRole("region", { name: "Who we are" }));
    expect(who.getByText(/data controller/)).toHaveTextContent(
      "Nigeria Data Protection Act 2023",
    );
    expect(who.getByRole("link", { name: "hello@ekoluxe.ng" })).toHaveAttribute(
      "href",
      "mailto:hello@ekoluxe.ng",
    );

    const collected = within(
      main.getByRole("region", {
        name: "What we collect, why, and for how long",
      }),
    );
    const cards = collected.getAllByRole("article");
    expect(
      cards.map((card) => within(card).getByRole("heading").textContent),
    ).toEqual([
      "Your account",
      "Bookings and rides",
      "Payments",
      "Messages and applications",
      "Drivers' positions while on duty",
      "Drivers' documents",
      "Records of consent",
      "Device and log data",
    ]);
    const location = within(
      collected.getByRole("article", {
        name: "Drivers' positions while on duty",
      }),
    );
    expect(location.getByText("Lawful basis").nextSibling).toHaveTextContent(
      /consent/,
    );
    expect(
      location.getByText("How long we keep it").nextSibling,
    ).toHaveTextContent(/latest position/);

    const rights = within(main.getByRole("region", { name: "Your rights" }));
    for (const right of [
      /access your data/,
      /corrected/,
      /erased/,
      /portability/,
      /object/,
      /withdraw your consent/,
    ])
      expect(rights.getByText(right)).toBeInTheDocument();
    expect(
      rights.getByRole("link", { name: "Nigeria Data Protection Commission" }),
    ).toHaveAttribute("href", "https://ndpc.gov.ng");
    expect(
      rights.getAllByRole("link", { name: "Your account" })[0],
    ).toHaveAttribute("href", "/account");
  });

  it("the terms cover bookings, cancellation, conduct, payments, liability and Nigerian law", async () => {
    const { main } = await renderPage("/terms", "Terms of Service");
    expect(sectionTitles(main)).toEqual([
      "About these terms",
      "Bookings and upfront fares",
      "Cancellation",
      "Conduct",
      "Payments",
      "Liability",
      "Your account",
      "Governing law and disputes",
      "Changes and contact",
    ]);
    expect(
      within(main.getByRole("region", { name: "Cancellation" })).getByText(
        /free of charge until the cut-off/,
      ),
    ).toBeInTheDocument();
    expect(
      within(
        main.getByRole("region", { name: "Governing law and disputes" }),
      ).getByText(/courts of Lagos State/),
    ).toHaveTextContent("Federal Republic of Nigeria");
    expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute(
      "href",
      "/privacy",
    );
  });

  it("a table-of-contents link moves to its section's anchor", async () => {
    const { user, toc, location } = await renderPage(
      "/terms",
      "Terms of Service",
    );
    await user.click(toc.getByRole("link", { name: "Cancellation" }));
    expect(location().hash).toBe("#cancellation");
    expect(location().pathname).toBe("/terms");
  });
});
