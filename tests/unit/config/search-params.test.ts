import { describe, expect, it } from "vitest";

import { searchParams } from "@/config/search-params";

const query = (href: string) =>
  new URL(href, "https://ekoluxe.ng").searchParams;

describe("search parameter contracts", () => {
  const bookings = searchParams.adminBooking;

  it("reads an empty admin bookings URL as page 1 of 25, newest first, unfiltered", () => {
    expect(bookings.parse(new URLSearchParams())).toEqual({
      page: 1,
      pageSize: 25,
      sort: "created_at.desc",
      status: [],
      service: [],
      paid: [],
      from: undefined,
      to: undefined,
      q: undefined,
    });
  });

  it("reads the bookings payment filter as paid, unpaid and refunded only", () => {
    expect(
      bookings.parse(
        new URLSearchParams("paid=unpaid&paid=paid&paid=owing&paid=refunded"),
      ).paid,
    ).toEqual(["unpaid", "paid", "refunded"]);
    expect(bookings.parse(new URLSearchParams("paid=unpaid")).paid).toEqual([
      "unpaid",
    ]);
  });

  it("round-trips every admin bookings parameter through href and parse", () => {
    const search = {
      page: 3,
      pageSize: 50,
      sort: "booking_time.asc",
      status: ["pending", "confirmed"],
      service: ["airport_hotel"],
      paid: ["unpaid"],
      from: "2026-06-01",
      to: "2026-06-30",
      q: "EKO-7F3K2Q",
    } as const;
    const href = bookings.href(search);
    expect(href).toBe(
      "/admin/booking?page=3&pageSize=50&sort=booking_time.asc&status=pending&status=confirmed&service=airport_hotel&paid=unpaid&from=2026-06-01&to=2026-06-30&q=EKO-7F3K2Q",
    );
    expect(bookings.parse(query(href))).toEqual(search);
  });

  it("falls back to defaults for invalid values instead of throwing", () => {
    const parsed = bookings.parse(
      new URLSearchParams(
        "page=0&pageSize=30&sort=password.asc&status=lost&status=pending&status=pending&service=jet&paid=owing&from=tomorrow&to=2026-02-30&q=%20%20",
      ),
    );
    expect(parsed).toEqual({
      page: 1,
      pageSize: 25,
      sort: "created_at.desc",
      status: ["pending"],
      service: [],
      paid: [],
      from: undefined,
      to: undefined,
      q: undefined,
    });
    expect(
      bookings.parse(new URLSearchParams("page=2.5&pageSize=abc")),
    ).toMatchObject({
      page: 1,
      pageSize: 25,
    });
  });

  it("leaves blanks and empty lists out of the URL", () => {
    expect(bookings.href()).toBe("/admin/booking");
    expect(bookings.href({ q: "  ", status: [], page: 2 })).toBe(
      "/admin/booking?page=2",
    );
  });

  it("carries the quick-booking prefill to the booking page and back", () => {
    const href = searchParams.bookARide.href({
      pickup: "Eko Hotel, VI",
      dropoff: "Murtala Muhammed Airport",
    });
    expect(href).toBe(
      "/book-a-ride?pickup=Eko+Hotel%2C+VI&dropoff=Murtala+Muhammed+Airport",
    );
    expect(searchParams.bookARide.parse(query(href))).toEqual({
      pickup: "Eko Hotel, VI",
      dropoff: "Murtala Muhammed Airport",
    });
    expect(searchParams.bookARide.parse(query("/book-a-ride?pickup="))).toEqual(
      {
        pickup: undefined,
        dropoff: undefined,
      },
    );
  });

  it("reads the sign-in page's redirect target", () => {
    const href = searchParams.auth.href({ redirectTo: "/admin/fleet?page=2" });
    expect(href).toBe("/auth?redirectTo=%2Fadmin%2Ffleet%3Fpage%3D2");
    expect(searchParams.auth.parse(query(href))).toEqual({
      redirectTo: "/admin/fleet?page=2",
      tab: "login",
    });
    expect(searchParams.auth.parse(query("/auth"))).toEqual({
      redirectTo: undefined,
      tab: "login",
    });
  });

  it("opens the tab a link asks for, and Login for anything else", () => {
    const href = searchParams.auth.href({ tab: "sign-up" });
    expect(href).toBe("/auth?tab=sign-up");
    expect(searchParams.auth.parse(query(href)).tab).toBe("sign-up");
    expect(searchParams.auth.parse(query("/auth?tab=admin")).tab).toBe("login");
  });
});
