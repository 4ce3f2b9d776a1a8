import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { renderBookingPage, useReferenceHandlers } from "./booking-kit";

// Its own file: the form's code is fetched once per module graph, and this test needs it unfetched.
describe("/book-a-ride while the form's code loads", () => {
  beforeEach(() => useReferenceHandlers());

  it("shows the header and the fare card at once, then the form in the skeleton's place", async () => {
    renderBookingPage();
    expect(
      screen.getByRole("heading", { level: 1, name: "Book a Ride" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("form")).not.toBeInTheDocument();
    const booking = screen.getByRole("region", { name: "Booking" });
    expect(
      within(booking).getByText(
        "Choose your pickup and destination to see the fare before you book.",
      ),
    ).toBeInTheDocument();

    expect(
      await screen.findByRole("form", { name: "Book a ride" }),
    ).toBeInTheDocument();
    expect(
      within(booking).getAllByRole("region", { name: "Upfront fare" }),
    ).toHaveLength(1);
  });
});
