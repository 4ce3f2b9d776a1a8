import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it, vi } from "vitest";

import { BookingsTable } from "@/features/admin-booking";

import { server } from "../../support/msw-server";
import {
  bookingRow,
  BOOKINGS,
  listResponse,
  renderAdmin,
} from "./bookings-kit";

const rows = [
  bookingRow({
    id: "b1",
    reference: "EKO-PAID01",
    status: "completed",
    paid_kobo: 1_110_000,
    payment_state: "paid",
  }),
  bookingRow({
    id: "b2",
    reference: "EKO-PART02",
    status: "completed",
    paid_kobo: 500_000,
    payment_state: "unpaid",
  }),
  bookingRow({
    id: "b4",
    reference: "EKO-BACK04",
    status: "cancelled",
    paid_kobo: 0,
    payment_state: "refunded",
  }),
  bookingRow({
    id: "b3",
    reference: "EKO-WAIT03",
    status: "confirmed",
    driver: { name: "Tunde Bakare", phone: "+2348030000001" },
  }),
];

function serve() {
  const requests: URL[] = [];
  server.use(
    http.get(BOOKINGS, ({ request }) => {
      requests.push(new URL(request.url));
      return listResponse(rows);
    }),
  );
  return requests;
}

/** The row of a booking, found by its reference. */
async function rowOf(reference: string) {
  const link = await screen.findByRole(
    "button",
    { name: reference },
    { timeout: 5000 },
  );
  return link.closest("tr")!;
}

describe("bookings list payment", { timeout: 20_000 }, () => {
  it("says Paid, Unpaid with what came in, or Not due before completion", async () => {
    const requests = serve();
    renderAdmin(<BookingsTable />);
    const paid = await rowOf("EKO-PAID01");
    expect(within(paid).getByText("Paid")).toBeVisible();
    const part = await rowOf("EKO-PART02");
    expect(within(part).getByText("Unpaid")).toBeVisible();
    expect(within(part).getByText("₦5,000.00 of ₦11,100.00")).toBeVisible();
    expect(
      within(await rowOf("EKO-WAIT03")).getByText("Not due"),
    ).toBeVisible();
    expect(
      screen.getByRole("columnheader", { name: "Payment" }),
    ).toBeInTheDocument();
    expect(requests.at(-1)!.searchParams.get("select")).toContain(
      "paid_kobo,payment_state",
    );
  });

  it("says Refunded for a ride whose money went back, and filters on it", async () => {
    const requests = serve();
    const { user } = renderAdmin(<BookingsTable />);
    const back = await rowOf("EKO-BACK04");
    expect(within(back).getByText("Refunded")).toHaveAttribute(
      "data-value",
      "refunded",
    );
    await user.click(screen.getByRole("button", { name: "Payment" }));
    await user.click(await screen.findByRole("checkbox", { name: "Refunded" }));
    await vi.waitFor(() =>
      expect(requests.at(-1)!.searchParams.get("payment_state")).toBe(
        "in.(refunded)",
      ),
    );
    expect(screen.getByTestId("search")).toHaveTextContent("paid=refunded");
  });

  it("asks the server for the completed rides still owing cash", async () => {
    const requests = serve();
    renderAdmin(<BookingsTable />, "/admin/booking?paid=unpaid");
    await rowOf("EKO-PART02");
    const params = requests.at(-1)!.searchParams;
    expect(params.get("payment_state")).toBe("in.(unpaid)");
  });

  it("lays each row out as a phone card: title, actions, then labelled facts", async () => {
    serve();
    renderAdmin(<BookingsTable />);
    const row = await rowOf("EKO-WAIT03");
    expect(row.className).toContain("max-md:grid");
    const cell = (role: string) =>
      [...row.querySelectorAll("td")].filter((td) => td.dataset.phone === role);
    expect(cell("title")[0]).toHaveTextContent("EKO-WAIT03");
    const [actions] = cell("actions");
    expect(
      within(actions!).getByRole("button", { name: "Actions for EKO-WAIT03" }),
    ).toBeVisible();
    const labels = cell("detail").map((td) => td.dataset.label);
    expect(labels).toEqual([
      "Customer",
      "Pickup",
      "Status",
      "Driver",
      "Fare",
      "Payment",
    ]);
    const byLabel = (label: string) =>
      cell("detail").find((td) => td.dataset.label === label)!;
    expect(byLabel("Status")).toHaveTextContent("Confirmed");
    expect(byLabel("Driver")).toHaveTextContent("Tunde Bakare");
    expect(cell("hidden")).toHaveLength(2);
    // On a phone the header row becomes a bar of sort buttons; the other headers stay for
    // screen readers only.
    expect(row.closest("table")!.querySelector("thead")!.className).toContain(
      "[&_th:not([aria-sort])]:max-md:sr-only",
    );
  });
});
