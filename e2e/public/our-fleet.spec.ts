import { expect, test } from "../fixtures.ts";

test("our fleet lists every public vehicle with its seating badge and working carousels", async ({
  page,
  backend,
}) => {
  const { data: fleet, error } = await backend.service.rpc("list_public_fleet");
  if (error) throw error;
  expect(fleet.length).toBeGreaterThan(0);

  await page.goto("/our-fleet");
  await expect(page).toHaveTitle(/Our Fleet/);
  const cards = page.getByRole("main").getByRole("heading", { level: 3 });
  await expect(cards).toHaveCount(fleet.length);

  const vehicle = fleet.find((v) => v.images.length > 1) ?? fleet[0]!;
  const card = page
    .getByRole("main")
    .locator("div", {
      has: page.getByRole("heading", { level: 3, name: vehicle.model }),
    })
    .last();
  const passengers = Math.max(vehicle.seating_capacity - 1, 1);
  await expect(
    page
      .getByText(
        new RegExp(
          `${vehicle.seating_capacity} seats? · ${passengers} passengers?`,
        ),
      )
      .first(),
  ).toBeVisible();

  if (vehicle.images.length < 2) return;
  const count = vehicle.images.length;
  const image = page.getByRole("img", {
    name: new RegExp(`^${vehicle.model}, image \\d+ of ${count}$`),
  });
  await expect(image).toHaveAccessibleName(
    `${vehicle.model}, image 1 of ${count}`,
  );
  await page
    .getByRole("button", { name: `Next image of ${vehicle.model}` })
    .click();
  await expect(image).toHaveAccessibleName(
    `${vehicle.model}, image 2 of ${count}`,
  );
  await page
    .getByRole("button", { name: `Previous image of ${vehicle.model}` })
    .click();
  await expect(image).toHaveAccessibleName(
    `${vehicle.model}, image 1 of ${count}`,
  );
  await page
    .getByRole("button", { name: `Next image of ${vehicle.model}` })
    .press("ArrowRight");
  await expect(image).toHaveAccessibleName(
    `${vehicle.model}, image 2 of ${count}`,
  );
  expect(card).toBeTruthy();
});
