import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { NewBookingDialog } from "@/features/admin-booking";

import { server } from "../../support/msw-server";
import {
  CREATE,
  places,
  receipt,
  SEND_EMAIL,
  useReferenceHandlers,
} from "../booking/booking-kit";
import { failure, renderAdmin } from "./bookings-kit";

type User = ReturnType<typeof renderAdmin>["user"];

async function openForm() {
  const view = renderAdmin(<NewBookingDialog />);
  await view.user.click(screen.getByRole("button", { name: "New booking" }));
  const dialog = await screen.findByRole("dialog", { name: "New booking" });
  // The form's code arrives after the dialog opens.
  await within(dialog).findByLabelText("Customer Name", {}, { timeout: 5000 });
  return { ...view, dialog };
}

async function fillForm(user: User, dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label);
  await user.type(field("Customer Name"), "Bisi Adeleke");
  await user.type(field("Phone"), "0805 987 6543");
  await user.type(field("Email"), "bisi@example.ng");
  await user.type(field("Pickup Location"), places[0]!.name);
  await user.type(field("Destination"), places[1]!.name);
  // The destination is an airport: the flight number field appears once the route is priced.
  await user.type(
    await within(dialog).findByLabelText(
      "Flight Number",
      {},
      { timeout: 5000 },
    ),
    "P4 7123",
  );
  await user.click(field("Pickup Date"));
  const grid = await screen.findByRole("grid", {}, { timeout: 5000 });
  const days = within(grid)
    .getAllByRole("button")
    .filter((day) => !day.hasAttribute("disabled"));
  await user.click(days.at(-1)!);
  await user.type(field("Pickup Time"), "09:15");
}

const submit = (dialog: HTMLElement) =>
  within(dialog).getByRole("button", { name: "Create Booking" });

describe("New booking (admin)", { timeout: 30_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => useReferenceHandlers());
  afterEach(() => act(() => dismissToast()));

  it("refuses an empty form with Missing Information and sends nothing", async () => {
    let created = false;
    server.use(
      http.post(CREATE, () => {
        created = true;
        return HttpResponse.json(receipt);
      }),
    );
    const { user, dialog } = await openForm();
    await user.click(submit(dialog));
    expect(
      await screen.findByText("Missing Information", {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(
      screen.getByText("Please fill in all required fields."),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("Customer Name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(
      within(dialog).getByText("Please enter the customer's name."),
    ).toBeVisible();
    expect(created).toBe(false);
  });

  it("shows the upfront fare, creates the booking, e-mails it and says Booking Created", async () => {
    const calls: Record<string, unknown>[] = [];
    let email: unknown;
    server.use(
      http.post(CREATE, async ({ request }) => {
        calls.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(receipt);
      }),
      http.post(SEND_EMAIL, async ({ request }) => {
        email = await request.json();
        return HttpResponse.json({ ok: true });
      }),
    );
    const { user, dialog } = await openForm();
    await fillForm(user, dialog);
    expect(await within(dialog).findByTestId("fare-total")).toHaveTextContent(
      "₦11,100.00",
    );
    await user.click(submit(dialog));

    expect(await screen.findByText("Booking Created")).toBeVisible();
    expect(screen.getByText("EKO-7F3K2Q for Bisi Adeleke.")).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      p_customer_name: "Bisi Adeleke",
      p_customer_phone: "+2348059876543",
      p_customer_email: "bisi@example.ng",
      p_pickup: places[0]!.name,
      p_dropoff: places[1]!.name,
      p_service_type: "standard",
      p_flight_number: "P47123",
    });
    expect(calls[0]!.p_idempotency_key).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(email).toEqual({
        type: "new_booking",
        data: { reference: "EKO-7F3K2Q", customerEmail: "bisi@example.ng" },
      }),
    );
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    await user.click(screen.getByRole("button", { name: "New booking" }));
    const next = await screen.findByRole("dialog", { name: "New booking" });
    expect(within(next).getByLabelText("Customer Name")).toHaveValue("");
  });

  it("keeps every value after a failure and retries with the same key", async () => {
    const keys: unknown[] = [];
    server.use(
      http.post(CREATE, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        keys.push(body.p_idempotency_key);
        return failure("Too many bookings from this phone number today.");
      }),
    );
    const { user, dialog } = await openForm();
    await fillForm(user, dialog);
    await user.click(submit(dialog));
    expect(await screen.findByText("Booking Failed")).toBeVisible();
    expect(
      screen.getByText("Too many bookings from this phone number today."),
    ).toBeVisible();
    expect(within(dialog).getByLabelText("Customer Name")).toHaveValue(
      "Bisi Adeleke",
    );
    expect(within(dialog).getByLabelText("Pickup Time")).toHaveValue("09:15");

    await user.click(submit(dialog));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });
});
