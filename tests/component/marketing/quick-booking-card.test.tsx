import { act, fireEvent, screen } from "@testing-library/react";
import { useLocation } from "react-router-dom";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";

import { dismissToast } from "@/lib/toast";
import { QuickBookingCard } from "@/features/marketing/components/quick-booking-card";

import { renderRoute } from "../../support/render-app";

function BookingProbe() {
  const location = useLocation();
  return <p>Booking page {location.search}</p>;
}

const routes = [
  { path: "/", element: <QuickBookingCard /> },
  { path: "/book-a-ride", element: <BookingProbe /> },
];

describe("quick booking card", () => {
  // The toaster is code-split; load it before the clock is frozen.
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => dismissToast());
    vi.useRealTimers();
  });

  it("shows the toast, then opens the full booking page after 1500 ms with the typed places", async () => {
    const { location } = renderRoute("/", routes);
    fireEvent.change(screen.getByLabelText("Pickup"), {
      target: { value: "Eko Hotel, VI" },
    });
    fireEvent.change(screen.getByLabelText("Drop-off"), {
      target: { value: "MMIA & Ikeja" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));

    await act(() => vi.advanceTimersByTimeAsync(1499));
    expect(screen.getByText("Quick Booking Sent!")).toBeVisible();
    expect(
      screen.getByText(/redirecting you to the full booking page/i),
    ).toBeVisible();
    expect(location().pathname).toBe("/");

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(location().pathname).toBe("/book-a-ride");
    const params = new URLSearchParams(location().search);
    expect(params.get("pickup")).toBe("Eko Hotel, VI");
    expect(params.get("dropoff")).toBe("MMIA & Ikeja");
  });

  it("does not validate: an empty card still redirects, without params", async () => {
    const { location } = renderRoute("/", routes);
    fireEvent.click(screen.getByRole("button", { name: "Book Now" }));
    expect(screen.getByRole("button", { name: "Book Now" })).toBeDisabled();
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(location().pathname).toBe("/book-a-ride");
    expect(location().search).toBe("");
  });

  it("tells the visitor the fare estimate is on the full booking page", () => {
    renderRoute("/", routes);
    expect(
      screen.getByText(/instant fare estimate on the full booking page/i),
    ).toBeVisible();
  });
});
