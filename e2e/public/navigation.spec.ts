import { expect, isNarrow, test } from "../fixtures.ts";

const mainNav = [
  { label: "Home", href: "/", h1: /Premium rides across/ },
  { label: "Services", href: "/services", h1: "Our Services" },
  { label: "Business", href: "/business", h1: "EkoLuxe for Business" },
  { label: "Drive with Us", href: "/drivers", h1: "Drive with EkoLuxe" },
  { label: "Our Fleet", href: "/our-fleet", h1: "Our Fleet" },
];

test.describe("desktop nav", () => {
  test.skip(({ page }) => isNarrow(page), "the 360 px nav is the menu");

  test("highlights the link of the current route", async ({ page }) => {
    for (const item of mainNav) {
      await page.goto(item.href);
      await expect(
        page.getByRole("heading", { level: 1, name: item.h1 }),
      ).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Main" });
      const active = nav.getByRole("link", { name: item.label, exact: true });
      await expect(active).toHaveAttribute("aria-current", "page");
      await expect(active).toHaveClass(/text-primary/);
      await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
    }
  });

  test("signed out, it offers Book a Ride and no Admin or Logout", async ({
    page,
  }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Book a Ride" }).click();
    await expect(page).toHaveURL("/book-a-ride");
    await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);
    await expect(header.getByRole("button", { name: "Logout" })).toHaveCount(0);
  });
});

test("the nav bar turns to glass after 10 px of scroll", async ({ page }) => {
  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header).toHaveAttribute("data-scrolled", "false");
  await expect(header).not.toHaveClass(/\bglass\b/);
  await page.evaluate(() => window.scrollTo(0, 40));
  await expect(header).toHaveAttribute("data-scrolled", "true");
  await expect(header).toHaveClass(/\bglass\b/);
  const blur = await header.evaluate(
    (node) => getComputedStyle(node).backdropFilter,
  );
  expect(blur).toContain("blur");
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute("data-scrolled", "false");
});

test.describe("mobile menu at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens, highlights the route and closes on navigation", async ({
    page,
  }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole("link", { name: "Home", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await menu.getByRole("link", { name: "Services" }).click();
    await expect(page).toHaveURL("/services");
    await expect(menu).toBeHidden();
    await expect(
      page.getByRole("button", { name: "Open menu" }),
    ).toHaveAttribute("aria-expanded", "false");
    // The services page has painted before the menu is opened again: a click while the route
    // was still swapping in could land on the header it replaced.
    await expect(
      page.getByRole("region", { name: "Our services" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await expect(
      menu.getByRole("link", { name: "Services", exact: true }),
    ).toHaveAttribute("aria-current", "page");
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: "Book a Ride" })
      .click();
    await expect(page).toHaveURL("/book-a-ride");
    await expect(menu).toBeHidden();
  });

  test("closes when a link outside it is followed, and on Back", async ({
    page,
  }) => {
    await page.goto("/");
    const panel = page.locator("#mobile-menu");
    const toggle = page.locator('button[aria-controls="mobile-menu"]');
    await expect(
      page.getByRole("heading", { level: 1, name: /Premium rides across/ }),
    ).toBeVisible();

    await toggle.click();
    await expect(panel).toBeVisible();
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Services", exact: true })
      .click();
    await expect(page).toHaveURL("/services");
    await expect(
      page.getByRole("heading", { level: 1, name: "Our Services" }),
    ).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await expect(panel).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(
      page.getByRole("heading", { level: 1, name: /Premium rides across/ }),
    ).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    await toggle.click();
    await page.getByRole("link", { name: "Skip to content" }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/#main");
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});

test("the footer carries the links, contacts and the legal pages", async ({
  page,
}) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const company = footer.getByRole("navigation", { name: "Company" });
  await expect(company.getByRole("link")).toHaveCount(6);
  const hrefs = await company
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  expect(hrefs).toEqual([
    "/about",
    "/services",
    "/our-fleet",
    "/careers",
    "/contact",
    "/faq",
  ]);
  const business = footer.getByRole("navigation", { name: "For Business" });
  await expect(business.getByRole("link")).toHaveCount(3);

  const socials = footer.getByRole("list", { name: "Social media" });
  await expect(socials.getByRole("link")).toHaveCount(3);
  for (const link of await socials.getByRole("link").all())
    await expect(link).toHaveAttribute("target", "_blank");
  await expect(footer.locator('a[href^="mailto:"]')).toHaveCount(1);
  await expect(footer.locator('a[href^="tel:+234"]')).toHaveCount(1);
  await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute(
    "href",
    /wa\.me|whatsapp/,
  );

  const legal = footer.getByRole("navigation", { name: "Legal" });
  await expect(
    legal.getByRole("link", { name: "Terms of Service" }),
  ).toHaveAttribute("href", "/terms");
  await expect(
    legal.getByRole("link", { name: "Privacy Policy" }),
  ).toHaveAttribute("href", "/privacy");

  await company.getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  await expect(
    page.getByRole("heading", { level: 1, name: "About EkoLuxe" }),
  ).toBeVisible();
  await expect(page.getByRole("banner")).toHaveAttribute(
    "data-scrolled",
    "false",
  );
});

test("a new page opens at the top and Back returns to where the visitor was", async ({
  page,
}) => {
  await page.goto("/services");
  await expect(
    page.getByRole("heading", { level: 1, name: "Our Services" }),
  ).toBeVisible();
  const link = page
    .getByRole("contentinfo")
    .getByRole("link", { name: "FAQ", exact: true });
  await link.scrollIntoViewIfNeeded();
  const left = await page.evaluate(() => window.scrollY);
  expect(left).toBeGreaterThan(300);

  await link.click();
  await expect(page).toHaveURL("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await expect(
    page.getByRole("heading", { level: 1, name: "Our Services" }),
  ).toBeAttached();
  await expect
    .poll(() => page.evaluate(() => window.scrollY))
    .toBeCloseTo(left, -1);
});
