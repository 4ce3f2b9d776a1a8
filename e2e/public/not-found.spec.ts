import { expect, test } from "../fixtures.ts";

test("an unknown address shows the 404 page inside the site chrome", async ({
  page,
}) => {
  await page.goto("/no-such-page");
  await expect(
    page.getByRole("heading", { level: 1, name: "Page Not Found" }),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Page Not Found/);
  await expect(page.getByRole("contentinfo")).toBeVisible();
  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});
