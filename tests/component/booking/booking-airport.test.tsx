import { act, screen, waitFor, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { dismissToast } from "@/lib/toast";
import type { FareQuote } from "@/features/booking/types";

import { server } from "../../support/msw-server";
import {
  CREATE,
  DEPARTURES,
  departuresAround,
  filledForm,
  MEETING_POINT,
  places,
  QUOTE,
  quote,
  receipt,
  renderBooking,
  SEND_EMAIL,
  storeDraft,
  useReferenceHandlers,
} from "./booking-kit";

const IKOYI = { id: "55555555-5555-4555-8555-555555555555", name: "Ikoyi" };
const kinds: Record<string, FareQuote["pickup"]> = {
  [places[0]!.name]: {
    id: places[0]!.id,
    name: places[0]!.name,
    kind: "hotel",
  },
  [places[1]!.name]: {
    id: places[1]!.id,
    name: places[1]!.name,
    kind: "airport",
  },
  [IKOYI.name]: { ...IKOYI, kind: "area" },
};

/** quote_fare answering with the kinds of the places asked about. */
function quoteByPlace() {
  server.use(
    http.post(QUOTE, async ({ request }) => {
      const body = (await request.json()) as {
        pickup: string;
        dropoff: string;
      };
      return HttpResponse.json({
        ...quote,
        pickup: kinds[body.pickup],
        dropoff: kinds[body.dropoff],
      });
    }),
  );
}

describe("/book-a-ride airport transfers", { timeout: 30_000 }, () => {
  beforeAll(() => import("@/components/ui/toaster"));
  beforeEach(() => {
    useReferenceHandlers();
    quoteByPlace();
  });
  afterEach(() => act(() => dismissToast()));

  it("asks for the flight number when an end is an airport, with the meeting point for arrivals, and not otherwise", async () => {
    const { user } = await renderBooking();
    await user.type(screen.getByLabelText("Pickup Location"), places[1]!.name);
    await user.type(screen.getByLabelText("Destination"), places[0]!.name);
    const flight = await screen.findByLabelText(
      "Flight Number",
      {},
      { timeout: 5000 },
    );
    expect(flight).toHaveAccessibleDescription(/e\.g\. P4 7123/);
    const meeting = await screen.findByRole("region", {
      name: `Meeting point at ${places[1]!.name}`,
    });
    expect(meeting).toHaveTextContent(MEETING_POINT);

    // A departure (airport drop-off) needs the flight number but has no meeting point.
    await user.clear(screen.getByLabelText("Pickup Location"));
    await user.type(screen.getByLabelText("Pickup Location"), IKOYI.name);
    await user.clear(screen.getByLabelText("Destination"));
    await user.type(screen.getByLabelText("Destination"), places[1]!.name);
    await waitFor(() =>
      expect(
        screen.queryByRole("region", { name: /Meeting point/ }),
      ).toBeNull(),
    );
    expect(await screen.findByLabelText("Flight Number")).toBeInTheDocument();

    // No airport end: no flight number.
    await user.clear(screen.getByLabelText("Destination"));
    await user.type(screen.getByLabelText("Destination"), places[0]!.name);
    await waitFor(() =>
      expect(screen.queryByLabelText("Flight Number")).toBeNull(),
    );
  });

  it("refuses a missing or malformed flight number inline, then sends it normalised", async () => {
    const sent: Record<string, unknown>[] = [];
    server.use(
      http.post(CREATE, async ({ request }) => {
        sent.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(receipt);
      }),
      http.post(SEND_EMAIL, () => HttpResponse.json({ ok: true })),
    );
    storeDraft({ ...filledForm(), flightNumber: "" });
    const { user } = await renderBooking();
    const flight = await screen.findByLabelText(
      "Flight Number",
      {},
      { timeout: 5000 },
    );
    const submit = screen.getByRole("button", { name: "Confirm Booking" });
    await user.click(submit);
    expect(
      await screen.findByText(
        "Please enter the flight number for an airport transfer.",
      ),
    ).toBeVisible();
    expect(flight).toHaveAttribute("aria-invalid", "true");

    await user.type(flight, "P4");
    await user.click(submit);
    expect(
      await screen.findByText("Enter a flight number like P4 7123."),
    ).toBeVisible();
    expect(sent).toHaveLength(0);

    await user.type(flight, " 7123");
    await user.click(submit);
    expect(await screen.findByText("Booking Request Sent")).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ p_flight_number: "P47123" });
  });

  it("keeps the form filled and shows the server's words when it refuses the flight number", async () => {
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json(
          {
            code: "22023",
            message: "Enter a flight number like P4 7123.",
            details: null,
            hint: null,
          },
          { status: 400 },
        ),
      ),
    );
    storeDraft(filledForm());
    const { user } = await renderBooking();
    await screen.findByLabelText("Flight Number", {}, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    expect(await screen.findByText("Booking Failed")).toBeVisible();
    expect(screen.getByLabelText("Flight Number")).toHaveValue("P4 7123");
    expect(screen.getByLabelText("Your Name")).toHaveValue("Adaeze Okafor");
  });

  it("confirms with the flight, the meeting point and a link to follow the ride", async () => {
    server.use(
      http.post(CREATE, () =>
        HttpResponse.json({ ...receipt, meeting_point: MEETING_POINT }),
      ),
      http.post(SEND_EMAIL, () => HttpResponse.json({ ok: true })),
    );
    storeDraft(filledForm());
    const { user } = await renderBooking();
    await screen.findByLabelText("Flight Number", {}, { timeout: 5000 });
    await user.click(screen.getByRole("button", { name: "Confirm Booking" }));
    const confirmation = await screen.findByRole(
      "region",
      { name: "Your ride is requested" },
      { timeout: 5000 },
    );
    expect(within(confirmation).getByText("P47123")).toBeVisible();
    expect(
      within(confirmation).getByRole("region", { name: "Meeting point" }),
    ).toHaveTextContent(MEETING_POINT);
    expect(
      within(confirmation).getByRole("link", { name: "Follow your ride" }),
    ).toHaveAttribute("href", `/ride/EKO-7F3K2Q/${receipt.ride_token}`);
  });
});

describe("/book-a-ride departure-time advisor", { timeout: 30_000 }, () => {
  beforeEach(() => useReferenceHandlers());

  it("asks once for the times around the chosen one, highlights the quickest, and choosing it sets the time", async () => {
    const asked: string[] = [];
    server.use(
      http.post(DEPARTURES, async ({ request }) => {
        const body = (await request.json()) as { p_at: string };
        asked.push(body.p_at);
        return HttpResponse.json(departuresAround(body.p_at));
      }),
    );
    storeDraft(filledForm());
    const { user } = await renderBooking();
    const advisor = await screen.findByRole(
      "region",
      { name: "When to leave" },
      { timeout: 5000 },
    );
    const summary = await within(advisor).findByText(
      "Leave at 13:30: 68 min shorter",
    );
    expect(summary).toBeVisible();
    // Phones show the advisor below the form: the form itself points to it.
    expect(
      screen.getByRole("link", { name: "Leave at 13:30: 68 min shorter" }),
    ).toHaveAttribute("href", "#departure-advisor");
    const times = within(advisor).getAllByRole("button");
    expect(times).toHaveLength(7);
    const chosen = within(advisor).getByRole("button", {
      name: /Leave at 14:30/,
    });
    expect(chosen).toHaveAttribute("aria-pressed", "true");
    expect(chosen).toHaveTextContent("Your time");
    // 13:00 and 13:30 are as quick and as cheap: the nearer one is suggested.
    const quickest = within(advisor).getByRole("button", {
      name: /Leave at 13:30/,
    });
    expect(quickest).toHaveTextContent("Quickest");
    expect(quickest).toHaveTextContent("about 38 min");
    expect(asked).toEqual([
      new Date(`${filledForm().pickupDate}T14:30:00+01:00`).toISOString(),
    ]);

    await user.click(quickest);
    expect(screen.getByLabelText("Pickup Time")).toHaveValue("13:30");
    await waitFor(() => expect(asked).toHaveLength(2));
    expect(asked[1]).toBe(
      new Date(`${filledForm().pickupDate}T13:30:00+01:00`).toISOString(),
    );
    await waitFor(() =>
      expect(
        within(advisor).getByRole("button", { name: /Leave at 13:30/ }),
      ).toHaveAttribute("aria-pressed", "true"),
    );
  });

  it("says when the chosen time is already the quickest, and stays out of the way when it cannot advise", async () => {
    server.use(
      http.post(DEPARTURES, async ({ request }) => {
        const body = (await request.json()) as { p_at: string };
        return HttpResponse.json(
          departuresAround(body.p_at, [106, 106, 106, 106, 106, 106, 106]),
        );
      }),
    );
    storeDraft(filledForm());
    const first = await renderBooking();
    const advisor = await screen.findByRole(
      "region",
      { name: "When to leave" },
      { timeout: 5000 },
    );
    expect(
      await within(advisor).findByText(
        "Your time is as quick as any within 90 minutes of it",
      ),
    ).toBeVisible();
    expect(within(advisor).queryByText("Quickest")).toBeNull();
    first.unmount();

    server.use(
      http.post(DEPARTURES, () =>
        HttpResponse.json(
          {
            code: "PT404",
            message: "Unknown place: x",
            details: null,
            hint: null,
          },
          { status: 404 },
        ),
      ),
    );
    await renderBooking();
    expect(
      await screen.findByTestId("fare-total", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.queryByRole("region", { name: "When to leave" }),
      ).toBeNull(),
    );
  });
});
