import { screen, waitFor, within } from "@testing-library/react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { PublicLayout } from "@/app/layouts/public-layout";

import { renderRoute } from "../../support/render-app";

/** A plain page under the public layout, with the ways a page itself can move the app. */
function ProbePage() {
  const { pathname, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <h1>
        Page {pathname}
        {hash}
      </h1>
      <button type="button" onClick={() => void navigate(-1)}>
        Go back
      </button>
      <button type="button" onClick={() => void navigate("/faq")}>
        Open the FAQ
      </button>
      <Link to="#details">Jump to details</Link>
    </>
  );
}

const probeRoutes = [
  { Component: PublicLayout, children: [{ path: "*", Component: ProbePage }] },
];

function menuToggle() {
  return screen.getByRole("button", { name: /^(Open|Close) menu$/ });
}

function menuPanel() {
  return document.getElementById(menuToggle().getAttribute("aria-controls")!)!;
}

async function openMenu(user: ReturnType<typeof renderRoute>["user"]) {
  await user.click(screen.getByRole("button", { name: "Open menu" }));
  expect(menuToggle()).toHaveAttribute("aria-expanded", "true");
  expect(menuPanel()).toBeVisible();
}

function expectMenuClosed() {
  expect(menuToggle()).toHaveAttribute("aria-expanded", "false");
  expect(menuToggle()).toHaveAccessibleName("Open menu");
  expect(menuPanel()).not.toBeVisible();
}

describe("mobile menu on navigation", () => {
  it("closes when the footer's Services link is followed on the real site", async () => {
    const { user, location } = renderRoute("/");
    await screen.findByRole("heading", { level: 1, name: /Premium rides/ });
    await openMenu(user);

    const footer = within(screen.getByRole("contentinfo"));
    await user.click(footer.getByRole("link", { name: "Services" }));

    await screen.findByRole("heading", { level: 1, name: "Our Services" });
    expect(location().pathname).toBe("/services");
    expectMenuClosed();
  });

  it("closes on Back, on a navigate() from the page and on an in-page link", async () => {
    const { user } = renderRoute("/about", probeRoutes);
    const footer = within(await screen.findByRole("contentinfo"));
    await user.click(footer.getByRole("link", { name: "Careers" }));
    await screen.findByRole("heading", { name: "Page /careers" });

    await openMenu(user);
    await user.click(screen.getByRole("button", { name: "Go back" }));
    await screen.findByRole("heading", { name: "Page /about" });
    expectMenuClosed();

    await openMenu(user);
    await user.click(screen.getByRole("button", { name: "Open the FAQ" }));
    await screen.findByRole("heading", { name: "Page /faq" });
    expectMenuClosed();

    await openMenu(user);
    await user.click(screen.getByRole("link", { name: "Jump to details" }));
    await screen.findByRole("heading", { name: "Page /faq#details" });
    expectMenuClosed();
  });

  it("stays open while the visitor stays on the page, and reopens after a navigation", async () => {
    const { user } = renderRoute("/about", probeRoutes);
    await screen.findByRole("heading", { name: "Page /about" });
    await openMenu(user);
    await user.click(screen.getByRole("heading", { name: "Page /about" }));
    expect(menuToggle()).toHaveAttribute("aria-expanded", "true");

    await user.click(screen.getByRole("button", { name: "Open the FAQ" }));
    await waitFor(expectMenuClosed);
    await openMenu(user);
    await user.click(screen.getByRole("button", { name: "Close menu" }));
    expectMenuClosed();
  });
});
