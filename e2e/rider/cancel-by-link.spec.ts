import {
  expect,
  test,
  uniqueEmail,
  visitorClient,
  type Backend,
} from "../fixtures.ts";
import { saveScreenshot } from "../screenshots.ts";

/** A guest's booking (no account), as the public form makes it, with its two links. */
async function guestBooking(backend: Backend) {
  const anon = visitorClient();
  const { data: places, error: placesError } = await backend.service
    .from("places")
    .select("name")
    .neq("kind", "airport")
    .order("name")
    .range(2, 3);
  if (placesError) throw placesError;
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(
    7,
    "0",
  );
  const { data: receipt, error } = await anon.rpc("create_booking", {
    p_customer_name: "Amaka Obi",
    p_customer_phone: `0805${digits}`,
    p_customer_email: uniqueEmail("link"),
    p_pickup: places[0]!.name,
    p_dropoff: places[1]!.name,
    p_booking_time: new Date(Date.now() + 26 * 3_600_000).toISOString(),
    p_service_type: "premium",
    p_idempotency_key: crypto.randomUUID(),
  });
  if (error) throw error;
  const { data: link, error: linkError } = await backend.service
    .from("ride_links")
    .select("manage_token, share_token")
    .eq("booking_id", receipt.id!)
    .single();
  if (linkError) throw linkError;
  expect(receipt.ride_token).toBe(link.manage_token);
  return { anon, reference: receipt.reference!, ...link };
}

test("a guest cancels from the ride link with a reason; a shared link cannot", async ({
  page,
  backend,
}, testInfo) => {
  const ride = await guestBooking(backend);

  // Family holding the share link see the ride but no way to cancel it.
  await page.goto(`/ride/${ride.reference}/${ride.share_token}`);
  await expect(page.getByText(ride.reference).first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Cancel ride/ })).toHaveCount(
    0,
  );
  const refused = await ride.anon.rpc("cancel_ride", {
    p_reference: ride.reference,
    p_token: ride.share_token,
    p_reason: "Plans changed",
  });
  expect(refused.error?.message).toBe(
    "Only the person who booked this ride can cancel it.",
  );

  await page.goto(`/ride/${ride.reference}/${ride.manage_token}`);
  const cancel = page.getByRole("button", {
    name: `Cancel ride ${ride.reference}`,
  });
  await cancel.scrollIntoViewIfNeeded();
  await saveScreenshot(
    page,
    testInfo,
    `c2-ride-page-cancel-${page.viewportSize()?.width}`,
  );
  await cancel.click();
  const dialog = page.getByRole("dialog");
  await dialog.getByText("Booked by mistake", { exact: true }).click();
  await dialog.getByRole("button", { name: "Cancel ride" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Ride Cancelled" }).first(),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const timeline = page.getByRole("list", { name: "Ride progress" });
  await expect(timeline.getByText("Cancelled by you")).toBeVisible();
  await expect(timeline.getByText("Reason: Booked by mistake")).toBeVisible();
  await expect(page.getByRole("button", { name: /Cancel ride/ })).toHaveCount(
    0,
  );

  const { data: stored } = await backend.service
    .from("bookings")
    .select("status, cancelled_by, cancellation_reason")
    .eq("reference", ride.reference)
    .single();
  expect(stored).toEqual({
    status: "cancelled",
    cancelled_by: "rider",
    cancellation_reason: "Booked by mistake",
  });
});
