import { expect, test } from "../fixtures.ts";

const sections = [
  "Premium rides across Lagos, on your schedule.",
  "Quick Booking",
  "Our Ride Options",
  "How It Works",
  "Why Choose EkoLuxe",
  "Drive with Us or Manage Your Fleet",
  "What Our Clients Say",
  "Schedule Your Ride",
];

test("the home page shows its eight sections in order", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Premium E-Hailing in Lagos/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(
    page.getByRole("heading", { level: 2, name: "Schedule Your Ride" }),
  ).toBeVisible();
  const headings = await page.locator("main > section").evaluateAll((nodes) =>
    nodes.map((section) => {
      const id = section.getAttribute("aria-labelledby");
      const label = id ? document.getElementById(id) : null;
      return (label?.textContent ?? "").replace(/\s+/g, " ").trim();
    }),
  );
  expect(headings).toEqual(sections);
});

test("quick booking toasts, then opens the booking page with the places after 1500 ms", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  // From here on, page time moves only when the test says so.
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  const card = page.getByRole("region", { name: "Quick Booking" });
  await card.getByLabel("Pickup").fill("Eko Hotel, Victoria Island");
  await card.getByLabel("Drop-off").fill("Murtala Muhammed Airport");
  await card.getByRole("button", { name: "Book Now" }).click();

  // React reveals the lazily loaded toaster on a timer: let page time run in small steps until
  // the toast shows, keeping count so the redirect can still be timed to the millisecond.
  const toast = page
    .getByRole("status")
    .filter({ hasText: "Quick Booking Sent!" })
    .first();
  let elapsed = 0;
  await expect
    .poll(
      async () => {
        if (await toast.isVisible()) return true;
        if (elapsed < 1_000) {
          await page.clock.runFor(100);
          elapsed += 100;
        }
        return false;
      },
      { intervals: [50] },
    )
    .toBe(true);
  await expect(card.getByRole("button", { name: "Book Now" })).toBeDisabled();
  await page.clock.runFor(1_499 - elapsed);
  await expect(page).toHaveURL("/");
  await page.clock.runFor(1);
  await expect(page).toHaveURL(
    "/book-a-ride?pickup=Eko+Hotel%2C+Victoria+Island&dropoff=Murtala+Muhammed+Airport",
  );
  await expect(
    page.getByRole("heading", { level: 1, name: "Book a Ride" }),
  ).toBeVisible();
});

test("quick booking with empty places still redirects, without params", async ({
  page,
}) => {
  await page.clock.install();
  await page.goto("/");
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
  await page.getByRole("button", { name: "Book Now" }).click();
  await page.clock.runFor(1_499);
  await expect(page).toHaveURL("/");
  await page.clock.runFor(1);
  await expect(page).toHaveURL("/book-a-ride");
});

test("the toaster's code waits for the visitor's first interaction", async ({
  page,
}) => {
  const toasterChunks: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/toaster-[\w-]+\.js$/.test(request.url()))
      toasterChunks.push(request.url());
  });
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(toasterChunks).toEqual([]);

  const card = page.getByRole("region", { name: "Quick Booking" });
  await card.getByLabel("Pickup").focus();
  await expect.poll(() => toasterChunks.length).toBe(1);
});
