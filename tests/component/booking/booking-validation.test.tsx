import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import { bookingMessages } from "@/features/booking/schemas";

import { renderBooking, useReferenceHandlers } from "./booking-kit";

describe("/book-a-ride validation", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => useReferenceHandlers());
  afterEach(() => act(() => dismissToast()));

  it("has one h1, the page title and every field of the spec", async () => {
    await renderBooking();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(document.title).toMatch(/^Book a Ride/);
    for (const label of [
      "Your Name",
      "Phone",
      "Email",
      "Pickup Location",
      "Destination",
      "Pickup Date",
      "Pickup Time",
      "Service Type",
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Pickup Location")).toHaveAttribute(
      "role",
      "combobox",
    );
    expect(
      await screen.findByRole("button", { name: "Confirm Booking" }),
    ).toBeEnabled();
  });

  it("blocks an incomplete booking with the Missing Information toast and inline messages", async () => {
    const { user } = await renderBooking();
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("Missing Information")).toBeVisible();
    expect(
      screen.getByText(
        "Please fill in all required fields, including date and time.",
      ),
    ).toBeVisible();
    for (const message of [
      bookingMessages.name,
      bookingMessages.phone,
      bookingMessages.email,
      bookingMessages.pickup,
      bookingMessages.destination,
      bookingMessages.date,
      bookingMessages.time,
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText("Your Name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });

  it("explains what a Nigerian mobile number looks like", async () => {
    const { user } = await renderBooking();
    await user.type(screen.getByLabelText("Phone"), "0603 123 4567");
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(
      await screen.findByText(bookingMessages.phoneInvalid),
    ).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Phone"));
    await user.type(screen.getByLabelText("Phone"), "+234 803 123 4567");
    expect(
      screen.queryByText(bookingMessages.phoneInvalid),
    ).not.toBeInTheDocument();
  });

  it("defaults the service type to Standard Ride and offers the four services", async () => {
    const { user } = await renderBooking();
    const trigger = screen.getByRole("combobox", { name: "Service Type" });
    expect(trigger).toHaveTextContent("Standard Ride");
    await user.click(trigger);
    const listbox = await screen.findByRole("listbox");
    expect(
      within(listbox)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual([
      "Standard Ride",
      "Premium Ride",
      "Airport & Hotel Transfer",
      "Corporate Ride",
    ]);
    await user.click(
      within(listbox).getByRole("option", { name: "Premium Ride" }),
    );
    expect(trigger).toHaveTextContent("Premium Ride");
  });

  it("offers a calendar whose past days cannot be chosen", async () => {
    const { user } = await renderBooking();
    await user.click(screen.getByLabelText("Pickup Date"));
    const grid = await screen.findByRole("grid");
    const today = new Date();
    const days = within(grid).getAllByRole("button");
    const enabled = days.filter((day) => !day.hasAttribute("disabled"));
    const disabled = days.filter((day) => day.hasAttribute("disabled"));
    if (today.getDate() > 1) expect(disabled.length).toBeGreaterThan(0);
    expect(grid.querySelector("th")).toHaveTextContent(/^Su/);
    await user.click(enabled[enabled.length - 1]!);
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Pickup Date")).not.toHaveTextContent(
      "Pick a date",
    );
  });

  it("offers no day beyond the 90-day booking horizon", async () => {
    const { user } = await renderBooking();
    await user.click(screen.getByLabelText("Pickup Date"));
    await screen.findByRole("grid");
    // Five months on, every day lies more than 90 days ahead.
    for (let month = 0; month < 5; month += 1)
      await user.click(screen.getByRole("button", { name: /next month/i }));
    const days = within(screen.getByRole("grid")).getAllByRole("button");
    expect(days.length).toBeGreaterThan(27);
    expect(days.every((day) => day.hasAttribute("disabled"))).toBe(true);
  });

  it("lets a keyboard user open the calendar and choose a day", async () => {
    const { user } = await renderBooking();
    screen.getByLabelText("Pickup Date").focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("grid");
    // The calendar loads on demand; focus then moves from the popover to its first control.
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName(/previous month/i),
    );
    await user.keyboard("{Tab}{Tab}");
    expect(document.activeElement).toHaveAccessibleName(/^Today/);
    await user.keyboard("{ArrowRight}{Enter}");
    expect(screen.queryByRole("grid")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Pickup Date")).not.toHaveTextContent(
      "Pick a date",
    );
  });
});
