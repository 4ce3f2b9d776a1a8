import { expect, test, useSession } from "../admin/fixtures.ts";
import { bookingForm, pickDate, placeNames } from "../public/booking-steps.ts";

// The seed's history for the demo customer must not count against the hourly booking limits:
// a newcomer who signs in with the printed demo account books on the first try.
test("the demo customer books right after a fresh seed", async ({
  page,
  sessions,
  backend,
}) => {
  const [pickup, dropoff] = await placeNames(backend);
  await useSession(page, await sessions("customer"));
  await page.goto(
    `/book-a-ride?${new URLSearchParams({ pickup: pickup!, dropoff: dropoff! })}`,
  );
  const form = bookingForm(page);
  await expect(form.getByLabel("Email")).toHaveValue("customer@ekoluxe.ng");
  await form.getByLabel("Phone").fill("0805 123 4567");
  await pickDate(page);
  await form.getByLabel("Pickup Time").fill("09:15");
  await expect(page.getByTestId("fare-total")).toContainText("₦");

  await form.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: "Booking Request Sent" })
      .first(),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "Your ride is requested" }),
  ).toBeVisible();
});
