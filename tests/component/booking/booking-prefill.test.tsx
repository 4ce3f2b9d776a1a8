import { screen, waitFor } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { sessionQueries, type AuthSession } from "@/features/auth/api/queries";
import { bookingProfileQueries } from "@/features/booking/api/queries";
import { emptyBookingForm } from "@/features/booking/schemas";

import { type createTestQueryClient } from "../../support/render-app";
import { storeSession } from "../../support/session";
import {
  places,
  renderBooking,
  storeDraft,
  useReferenceHandlers,
} from "./booking-kit";

const userId = "00000000-0000-4000-8000-000000000009";

function signedIn(queryClient: ReturnType<typeof createTestQueryClient>) {
  // The page asks for the profile only when supabase-js has a session stored.
  storeSession();
  queryClient.setQueryDefaults(sessionQueries.all(), { staleTime: Infinity });
  queryClient.setQueryDefaults(bookingProfileQueries.all(), {
    staleTime: Infinity,
  });
  const session: AuthSession = {
    userId,
    email: "ada@example.ng",
    role: "customer",
  };
  queryClient.setQueryData(sessionQueries.current().queryKey, session);
  queryClient.setQueryData(
    bookingProfileQueries.name(userId).queryKey,
    "Ada Lovelace",
  );
}

describe("/book-a-ride prefill", () => {
  beforeEach(() => useReferenceHandlers());

  it("fills name and e-mail from the signed-in profile", async () => {
    await renderBooking("/book-a-ride", signedIn);
    await waitFor(() =>
      expect(screen.getByLabelText("Your Name")).toHaveValue("Ada Lovelace"),
    );
    expect(screen.getByLabelText("Email")).toHaveValue("ada@example.ng");
  });

  it("never overwrites what the customer already typed", async () => {
    storeDraft({ ...emptyBookingForm, customerName: "Adaeze Okafor" });
    await renderBooking("/book-a-ride", signedIn);
    await waitFor(() =>
      expect(screen.getByLabelText("Email")).toHaveValue("ada@example.ng"),
    );
    expect(screen.getByLabelText("Your Name")).toHaveValue("Adaeze Okafor");
  });

  it("matches the home card's pickup and drop-off to known places", async () => {
    await renderBooking(
      "/book-a-ride?pickup=Eko%20Hotel%2C%20VI&dropoff=Somewhere%20new",
    );
    await waitFor(() =>
      expect(screen.getByLabelText("Pickup Location")).toHaveValue(
        places[0]!.name,
      ),
    );
  });

  it("works the place combobox from the keyboard", async () => {
    const { user } = await renderBooking();
    const input = screen.getByLabelText("Pickup Location");
    await user.type(input, "Ek");
    expect(input).toHaveAttribute("aria-expanded", "true");
    const listbox = document.getElementById(
      input.getAttribute("aria-controls")!,
    )!;
    await waitFor(() =>
      expect(listbox.querySelectorAll('[role="option"]').length).toBe(2),
    );
    await user.keyboard("{ArrowDown}{ArrowDown}");
    const active = document.getElementById(
      input.getAttribute("aria-activedescendant")!,
    );
    expect(active).toHaveAttribute("aria-selected", "true");
    expect(active).toHaveTextContent(places[1]!.name);
    await user.keyboard("{Enter}");
    expect(input).toHaveValue(places[1]!.name);
    expect(input).toHaveAttribute("aria-expanded", "false");
    await user.type(input, "x");
    expect(input).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    expect(input).toHaveAttribute("aria-expanded", "false");
    expect(input).toHaveValue(`${places[1]!.name}x`);
  });
});
