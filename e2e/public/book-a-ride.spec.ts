import { apiUrl, expect, test, uniqueEmail } from "../fixtures.ts";
import { pickDate, placeNames } from "./booking-steps.ts";

test("a booking made through the form lands in the database with the quoted fare", async ({
  page,
  backend,
  mail,
}) => {
  const [pickup, dropoff] = await placeNames(backend);
  const email = uniqueEmail("booking");
  await page.goto(
    `/book-a-ride?${new URLSearchParams({ pickup: pickup!, dropoff: dropoff! })}`,
  );
  const form = page.getByRole("form", { name: "Book a ride" });
  await form.getByLabel("Your Name").fill("Adaeze Okafor");
  await form.getByLabel("Phone").fill("0803 123 4567");
  await form.getByLabel("Email").fill(email);
  await pickDate(page);
  await form.getByLabel("Pickup Time").fill("14:30");

  const total = page.getByTestId("fare-total");
  await expect(total).toContainText("₦");
  const shownKobo = Math.round(
    Number((await total.innerText()).replace(/[^\d.]/g, "")) * 100,
  );

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

  const { data: booking, error } = await backend.service
    .from("bookings")
    .select(
      "reference, customer_name, customer_phone, customer_email, pickup_location, dropoff_location, fare_kobo, status",
    )
    .eq("customer_email", email)
    .single();
  if (error) throw error;
  expect(booking).toMatchObject({
    customer_name: "Adaeze Okafor",
    customer_email: email,
    pickup_location: pickup,
    dropoff_location: dropoff,
  });
  expect(booking.customer_phone).toMatch(/803\s?123\s?4567$/);
  expect(booking.fare_kobo).toBe(shownKobo);
  await expect(page.getByText(booking.reference).first()).toBeVisible();
  await expect
    .poll(async () => (await mail.list(email)).length, { timeout: 10_000 })
    .toBeGreaterThan(0);
});

test("a refused submit keeps what was typed", async ({ page }) => {
  await page.goto("/book-a-ride");
  const form = page.getByRole("form", { name: "Book a ride" });
  await form.getByLabel("Your Name").fill("Tunde Bakare");
  await form.getByRole("button", { name: "Confirm Booking" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Missing Information" }).first(),
  ).toBeVisible();
  await expect(form.getByLabel("Your Name")).toHaveValue("Tunde Bakare");
  await page.reload();
  await expect(
    page.getByRole("form", { name: "Book a ride" }).getByLabel("Your Name"),
  ).toHaveValue("Tunde Bakare");
});

test("the form shows without the API or its client, which come once the visitor starts on it", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(request.url()));
  const reachedApi = () => asked.some((url) => url.startsWith(apiUrl));
  const client = () => asked.some((url) => /\/assets\/supabase-/.test(url));

  await page.goto("/book-a-ride");
  const form = page.getByRole("form", { name: "Book a ride" });
  await expect(form.getByLabel("Pickup Location")).toBeVisible();
  // Whatever the page starts on its own has started by now.
  await page.waitForLoadState("networkidle");
  expect(reachedApi()).toBe(false);
  expect(client()).toBe(false);

  await form.getByLabel("Your Name").click();
  await expect.poll(client).toBe(true);
  // The place list is on its way before the visitor reaches the place fields.
  await expect
    .poll(() => asked.some((url) => url.includes("/rest/v1/places")))
    .toBe(true);
});
