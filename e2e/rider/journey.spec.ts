import type { Page } from "@playwright/test";
import type { SupabaseClient } from "@supabase/supabase-js";

import type { Database } from "../../src/lib/database.types.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, useSession } from "../admin/fixtures.ts";
import {
  expect,
  test,
  uniqueEmail,
  visitorClient,
  type Backend,
} from "../fixtures.ts";
import { bookingForm, pickDate } from "../public/booking-steps.ts";
import { saveScreenshot } from "../screenshots.ts";

/**
 * The rider's whole journey against the real backend: book while signed in, open the ride page
 * from the e-mail, watch it move as the operator assigns and starts the trip, cancel another ride
 * from My rides before the cut-off and be refused after it, rate a completed ride once.
 */

type Client = SupabaseClient<Database>;

const anonClient = visitorClient;

async function signedIn(email: string, password: string) {
  const client = anonClient();
  const { data, error } = await client.auth.signInWithPassword({
    email,
    password,
  });
  if (error) throw error;
  return { client, session: data.session };
}

/** A new customer account of this spec's own (reset() removes it and its bookings). */
async function newCustomer(backend: Backend, name: string) {
  const email = uniqueEmail("journey");
  const password = "journey-correct-horse";
  const created = await backend.service.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { full_name: name },
  });
  if (created.error) throw created.error;
  return { email, name, ...(await signedIn(email, password)) };
}

async function adminClient(): Promise<Client> {
  return (await signedIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD)).client;
}

/** Two places that are not airports (an airport end asks for a flight number). */
async function townPlaces(backend: Backend): Promise<[string, string]> {
  const { data, error } = await backend.service
    .from("places")
    .select("name")
    .neq("kind", "airport")
    .order("name")
    .limit(2);
  if (error) throw error;
  return [data[0]!.name, data[1]!.name];
}

function uniquePhone(): string {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(
    7,
    "0",
  );
  return `0803${digits}`;
}

/** A booking made through the API as the signed-in customer (so My rides lists it). */
async function bookAs(
  client: Client,
  backend: Backend,
  customer: { name: string; email: string },
  at: Date,
) {
  const [pickup, dropoff] = await townPlaces(backend);
  const { data, error } = await client.rpc("create_booking", {
    p_customer_name: customer.name,
    p_customer_phone: uniquePhone(),
    p_customer_email: customer.email,
    p_pickup: pickup,
    p_dropoff: dropoff,
    p_booking_time: at.toISOString(),
    p_service_type: "standard",
    p_idempotency_key: crypto.randomUUID(),
  });
  if (error) throw error;
  return data as { id: string; reference: string };
}

async function stored(backend: Backend, reference: string) {
  const { data, error } = await backend.service
    .from("bookings")
    .select("id, status, cancelled_by, cancellation_reason, driver_id")
    .eq("reference", reference)
    .single();
  if (error) throw error;
  return data;
}

function toast(page: Page, text: string | RegExp) {
  return page.getByRole("status").filter({ hasText: text }).first();
}

function currentStep(page: Page) {
  return page
    .getByRole("list", { name: "Ride progress" })
    .locator('[aria-current="step"]');
}

test("a customer books, follows the ride from the e-mail live, and rates it once", async ({
  page,
  backend,
  mail,
}, testInfo) => {
  test.setTimeout(120_000);
  const customer = await newCustomer(backend, "Ngozi Adebayo");
  const admin = await adminClient();
  await useSession(page, customer.session);

  const reference =
    await test.step("book on /book-a-ride while signed in", async () => {
      const [pickup, dropoff] = await townPlaces(backend);
      await page.goto(
        `/book-a-ride?${new URLSearchParams({ pickup, dropoff })}`,
      );
      const form = bookingForm(page);
      await form.getByLabel("Your Name").fill(customer.name);
      await form.getByLabel("Phone").fill(uniquePhone());
      await form.getByLabel("Email").fill(customer.email);
      await pickDate(page);
      await form.getByLabel("Pickup Time").fill("10:45");
      await expect(page.getByTestId("fare-total")).toContainText("₦");
      await form.getByRole("button", { name: "Confirm Booking" }).click();
      await expect(
        page.getByRole("heading", { name: "Your ride is requested" }),
      ).toBeVisible();
      const { data, error } = await backend.service
        .from("bookings")
        .select("reference, user_id")
        .eq("customer_email", customer.email)
        .single();
      if (error) throw error;
      expect(data.user_id).toBe(customer.session.user.id);
      return data.reference;
    });

  const token =
    await test.step("open the ride page from the confirmation e-mail", async () => {
      let link = "";
      await expect
        .poll(
          async () => {
            for (const message of await mail.list(customer.email)) {
              const found = `${message.html ?? ""} ${message.text ?? ""}`.match(
                /https?:\/\/[^"'\s<>]+(\/ride\/[^"'\s<>/]+\/[^"'\s<>/]+)/,
              );
              if (found?.[1]?.includes(reference)) link = found[1];
            }
            return link;
          },
          { timeout: 15_000 },
        )
        .toContain(`/ride/${reference}/`);
      await page.goto(link);
      await expect(page.getByText(reference).first()).toBeVisible();
      await expect(currentStep(page)).toHaveAttribute("data-step", "requested");
      return decodeURIComponent(link.split("/").at(-1)!);
    });

  const booking = await stored(backend, reference);

  await test.step("the page follows the operator's assignment live", async () => {
    const candidates = await admin.rpc("dispatch_candidates", {
      p_booking_id: booking.id,
    });
    if (candidates.error) throw candidates.error;
    const pick = candidates.data.find((row) => row.assignable);
    expect(pick, "an assignable driver and vehicle").toBeDefined();
    const assigned = await admin.rpc("assign_booking", {
      p_booking_id: booking.id,
      p_driver_id: pick!.driver_id,
      p_vehicle_id: pick!.vehicle_id,
    });
    if (assigned.error) throw assigned.error;
    const confirmed = await admin.rpc("set_booking_status", {
      p_booking_id: booking.id,
      p_status: "confirmed",
    });
    if (confirmed.error) throw confirmed.error;
    // No reload: the page polls while the ride is active.
    await expect(page.getByText(pick!.driver_name).first()).toBeVisible({
      timeout: 15_000,
    });
    await expect(currentStep(page)).toHaveAttribute("data-step", "confirmed");
  });

  await test.step("and the start of the trip", async () => {
    const started = await admin.rpc("set_booking_status", {
      p_booking_id: booking.id,
      p_status: "in-progress",
    });
    if (started.error) throw started.error;
    await expect(currentStep(page)).toHaveAttribute(
      "data-step",
      "in_progress",
      { timeout: 15_000 },
    );
  });

  await test.step("rate the completed ride once", async () => {
    const completed = await admin.rpc("set_booking_status", {
      p_booking_id: booking.id,
      p_status: "completed",
    });
    if (completed.error) throw completed.error;
    const stars = page.getByRole("group", { name: "How was your ride?" });
    await expect(stars).toBeVisible({ timeout: 15_000 });
    await stars.scrollIntoViewIfNeeded();
    await saveScreenshot(
      page,
      testInfo,
      `c2-ride-page-rate-${page.viewportSize()?.width}`,
    );
    // The star itself (the label); the radio inside it is visually hidden.
    await stars.locator("label").filter({ hasText: "5 stars" }).click();
    await expect(stars.getByRole("radio", { name: "5 stars" })).toBeChecked();
    await page
      .getByRole("textbox", { name: /Comment/ })
      .fill("Calm driver, spotless car.");
    await page.getByRole("button", { name: "Submit rating" }).click();
    await expect(
      page.getByText("You rated this ride 5 out of 5."),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByText("You rated this ride 5 out of 5."),
    ).toBeVisible();
    await expect(stars).toHaveCount(0);

    const again = await customer.client.rpc("rate_ride", {
      p_reference: reference,
      p_token: token,
      p_rating: 1,
    });
    expect(again.error?.message).toBe("This ride has already been rated.");
    const { data: ratings } = await backend.service
      .from("ride_ratings")
      .select("rating, comment")
      .eq("booking_id", booking.id);
    expect(ratings).toEqual([
      { rating: 5, comment: "Calm driver, spotless car." },
    ]);
  });

  await test.step("My rides lists it under Past, rated", async () => {
    await page.goto("/my-rides?tab=past");
    const card = page.getByRole("article", { name: reference });
    await expect(card.getByText("Completed")).toBeVisible();
    await expect(
      card.getByText("You rated this ride 5 out of 5."),
    ).toBeVisible();
  });
});

test("a customer cancels from My rides before the cut-off and is refused after it", async ({
  page,
  backend,
  mail,
}, testInfo) => {
  test.setTimeout(90_000);
  const customer = await newCustomer(backend, "Tunde Bakare");
  const admin = await adminClient();
  const settings = await backend.service
    .from("operator_settings")
    .select("free_cancellation_minutes")
    .single();
  if (settings.error) throw settings.error;
  const original = settings.data.free_cancellation_minutes;

  const later = await bookAs(
    customer.client,
    backend,
    customer,
    new Date(Date.now() + 2 * 86_400_000),
  );
  const soon = await bookAs(
    customer.client,
    backend,
    customer,
    new Date(Date.now() + 3 * 3_600_000),
  );
  await useSession(page, customer.session);

  try {
    await test.step("before the cut-off: cancelled with a reason", async () => {
      await page.goto("/my-rides");
      const upcoming = page.getByRole("list", { name: "Upcoming rides" });
      // Soonest first.
      await expect(upcoming.getByRole("article")).toHaveCount(2);
      await expect(upcoming.getByRole("article").first()).toHaveAccessibleName(
        soon.reference,
      );
      await page
        .getByRole("button", { name: `Cancel ride ${later.reference}` })
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Cancel ride" }).click();
      await expect(
        dialog.getByText("Please tell us why you are cancelling."),
      ).toBeVisible();
      await dialog.getByText("Found another way", { exact: true }).click();
      await dialog.getByRole("button", { name: "Cancel ride" }).click();
      await expect(toast(page, "Ride Cancelled")).toBeVisible();
      await expect(dialog).toHaveCount(0);
      await expect(
        upcoming.getByRole("article", { name: later.reference }),
      ).toHaveCount(0);
      expect(await stored(backend, later.reference)).toMatchObject({
        status: "cancelled",
        cancelled_by: "rider",
        cancellation_reason: "Found another way",
      });
      await expect
        .poll(
          async () =>
            (await mail.list(customer.email)).some((m) =>
              /cancel/i.test(m.subject),
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      await page.getByRole("tab", { name: "Past" }).click();
      const past = page.getByRole("article", { name: later.reference });
      await expect(past.getByText("Cancelled")).toBeVisible();
    });

    await test.step("after the cut-off: refused, the dialog keeps the reason, then whom to call", async () => {
      await page.goto("/my-rides");
      await page
        .getByRole("button", { name: `Cancel ride ${soon.reference}` })
        .click();
      const dialog = page.getByRole("dialog");
      await dialog.getByText("Other", { exact: true }).click();
      await dialog
        .getByRole("textbox", { name: /Tell us more/ })
        .fill("Flight moved to tomorrow");

      // The operator widens the window to four hours: the ride, three hours away, is now inside it.
      const widened = await admin
        .from("operator_settings")
        .update({ free_cancellation_minutes: 240 })
        .eq("id", true);
      if (widened.error) throw widened.error;

      await dialog.getByRole("button", { name: "Cancel ride" }).click();
      await expect(
        toast(
          page,
          "Free cancellation closed 240 minutes before pickup. Please call us to cancel this ride.",
        ),
      ).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(
        dialog.getByRole("textbox", { name: /Tell us more/ }),
      ).toHaveValue("Flight moved to tomorrow");
      expect((await stored(backend, soon.reference)).status).not.toBe(
        "cancelled",
      );

      await page.reload();
      const card = page.getByRole("article", { name: soon.reference });
      await expect(
        card.getByText(/Free cancellation closed 240 minutes before pickup/),
      ).toBeVisible();
      await expect(card.getByRole("link", { name: /WhatsApp/ })).toBeVisible();
      await expect(
        card.getByRole("button", { name: /Cancel ride/ }),
      ).toHaveCount(0);
      await card.scrollIntoViewIfNeeded();
      await saveScreenshot(
        page,
        testInfo,
        `c2-cutoff-${page.viewportSize()?.width}`,
      );
    });
  } finally {
    await backend.service
      .from("operator_settings")
      .update({ free_cancellation_minutes: original })
      .eq("id", true);
  }
});
