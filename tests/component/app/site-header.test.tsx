import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { renderRoute } from "../../support/render-app";

function mainNav() {
  return within(screen.getByRole("navigation", { name: "Main" }));
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    fireEvent.scroll(window);
  });
}

describe("site header navigation", () => {
  beforeEach(() => scrollTo(0));

  it("highlights the link of the current page only", async () => {
    renderRoute("/services");
    await screen.findByRole("heading", { level: 1, name: "Our Services" });
    expect(mainNav().getByRole("link", { name: "Services" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    for (const name of ["Home", "Business", "Drive with Us", "Our Fleet"]) {
      expect(mainNav().getByRole("link", { name })).not.toHaveAttribute(
        "aria-current",
      );
    }
    expect(
      mainNav().getByRole("link", { name: "Drive with Us" }),
    ).toHaveAttribute("href", "/drivers");
  });

  it("takes the glass look only after more than 10 px of scroll", async () => {
    renderRoute("/");
    const header = (await screen.findAllByRole("banner"))[0]!;
    expect(header).not.toHaveClass("glass");
    scrollTo(40);
    await waitFor(() => expect(header).toHaveClass("glass"));
    scrollTo(10);
    await waitFor(() => expect(header).not.toHaveClass("glass"));
    scrollTo(11);
    await waitFor(() => expect(header).toHaveClass("glass"));
    expect(header).toHaveAttribute("data-scrolled", "true");
  });

  it("opens the mobile menu and closes it when a link is chosen", async () => {
    const { user, location } = renderRoute("/");
    const toggle = await screen.findByRole("button", { name: "Open menu" });
    const menu = document.getElementById(
      toggle.getAttribute("aria-controls")!,
    )!;
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle).toHaveAccessibleName("Close menu");
    const mobileNav = within(
      screen.getByRole("navigation", { name: "Mobile" }),
    );
    expect(
      mobileNav.getAllByRole("link").map((link) => link.textContent),
    ).toEqual(["Home", "Services", "Business", "Drive with Us", "Our Fleet"]);

    await user.click(mobileNav.getByRole("link", { name: "Our Fleet" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(menu).not.toBeVisible();
    await waitFor(() => expect(location().pathname).toBe("/our-fleet"));
  });
});
