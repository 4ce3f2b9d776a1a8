import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { server } from "../../support/msw-server";
import { places, renderBooking, useReferenceHandlers } from "./booking-kit";

// Which of the form's heavier parts have been loaded, and which requests made. Its own file: the
// modules must start unloaded.
const loaded = vi.hoisted(() => new Set<string>());
const watch = (name: string) => async (original: () => Promise<unknown>) => {
  loaded.add(name);
  return original();
};
vi.mock("@/lib/supabase", async (original) => watch("supabase")(original));
vi.mock("@/lib/zod", async (original) => watch("zod")(original));
vi.mock("@/config/search-params", async (original) =>
  watch("search-params")(original),
);
vi.mock("@/features/booking/booking-rules", async (original) =>
  watch("checks")(original),
);
vi.mock("@/features/booking/components/departure-advisor", async (original) =>
  watch("advisor")(original),
);
vi.mock("@/features/booking/components/pickup-calendar", async (original) =>
  watch("calendar")(original),
);

const requests: string[] = [];
function record({ request }: { request: Request }) {
  const url = new URL(request.url);
  requests.push(`${url.pathname}?${url.searchParams.toString()}`);
}

describe("/book-a-ride before the customer starts on the form", () => {
  beforeEach(() => {
    useReferenceHandlers();
    server.events.on("request:start", record);
  });
  afterEach(() => {
    server.events.removeListener("request:start", record);
    requests.length = 0;
  });

  it("shows the form without the Supabase client, the checks, the calendar or the advisor, then fetches each as it comes into use", async () => {
    const { user } = await renderBooking();
    // Long enough for anything the form starts on its own to have started.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect([...loaded]).toEqual([]);
    expect(requests).toEqual([]);

    // Reaching for the form fetches the place list (through the client) and the checks.
    await user.click(screen.getByLabelText("Your Name"));
    await waitFor(() => expect(loaded).toContain("checks"));
    expect(loaded).toContain("supabase");
    await waitFor(() =>
      expect(requests.some((r) => r.includes("popular=eq.true"))).toBe(true),
    );
    expect(loaded).not.toContain("calendar");
    expect(loaded).not.toContain("advisor");

    // The calendar's code is fetched as the pointer reaches the date field.
    fireEvent.pointerEnter(screen.getByLabelText("Pickup Date"));
    await waitFor(() => expect(loaded).toContain("calendar"));

    // The advisor's, once both places are known.
    await user.type(screen.getByLabelText("Pickup Location"), places[0]!.name);
    await user.type(screen.getByLabelText("Destination"), places[1]!.name);
    await waitFor(() => expect(loaded).toContain("advisor"), {
      timeout: 3000,
    });
    expect(loaded).not.toContain("search-params");
  });

  it("reads the URL's places only when there are some", async () => {
    await renderBooking(
      `/book-a-ride?pickup=${encodeURIComponent(places[0]!.name)}`,
    );
    await waitFor(() => expect(loaded).toContain("search-params"));
    await waitFor(() =>
      expect(screen.getByLabelText("Pickup Location")).toHaveValue(
        places[0]!.name,
      ),
    );
  });
});
