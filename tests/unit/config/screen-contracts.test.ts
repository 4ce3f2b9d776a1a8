import { describe, expect, it } from "vitest";

import { searchParams } from "@/config/search-params";

const query = (href: string) =>
  new URL(href, "https://ekoluxe.ng").searchParams;
const params = (text: string) => new URLSearchParams(text);

describe("the owner portal's period contract", () => {
  const portal = searchParams.ownerPortal;
  const none = {
    period: "month",
    month: undefined,
    quarter: undefined,
    from: undefined,
    to: undefined,
  };

  it("reads an empty URL as a month, the rest left to the period model", () => {
    expect(portal.parse(params(""))).toEqual(none);
  });

  it("round-trips each kind of period through href and parse", () => {
    const periods = [
      [{ period: "month", month: "2026-08" }, "?period=month&month=2026-08"],
      [
        { period: "quarter", quarter: "2026-Q3" },
        "?period=quarter&quarter=2026-Q3",
      ],
      [{ period: "ytd" }, "?period=ytd"],
      [
        { period: "custom", from: "2026-01", to: "2026-06" },
        "?period=custom&from=2026-01&to=2026-06",
      ],
    ] as const;
    for (const [search, text] of periods) {
      const href = portal.href(search);
      expect(href).toBe(`/owner-portal${text}`);
      expect(portal.query(search)).toBe(text);
      expect(portal.parse(query(href))).toEqual({ ...none, ...search });
    }
  });

  it("falls back parameter by parameter", () => {
    expect(portal.parse(params("period=decade"))).toEqual(none);
    expect(portal.parse(params("period=month&month=2026-13"))).toEqual(none);
    expect(portal.parse(params("period=quarter&quarter=2026-Q5"))).toEqual({
      ...none,
      period: "quarter",
    });
    expect(
      portal.parse(params("period=custom&from=2026-1&to=2026-06")),
    ).toEqual({ ...none, period: "custom", to: "2026-06" });
    expect(portal.parse(params("period=custom&from=2026-01&to=June"))).toEqual({
      ...none,
      period: "custom",
      from: "2026-01",
    });
  });
});

describe("the reports page's range contract", () => {
  const reports = searchParams.adminReports;

  it("round-trips one month and a span", () => {
    expect(reports.href({ from: "2026-10" })).toBe(
      "/admin/reports?from=2026-10",
    );
    const href = reports.href({ from: "2026-08", to: "2026-10" });
    expect(href).toBe("/admin/reports?from=2026-08&to=2026-10");
    expect(reports.parse(query(href))).toEqual({
      from: "2026-08",
      to: "2026-10",
    });
  });

  it("reads a month that is not one as absent, each end alone", () => {
    expect(reports.parse(params(""))).toEqual({
      from: undefined,
      to: undefined,
    });
    expect(reports.parse(params("from=2026-00&to=2026-10"))).toEqual({
      from: undefined,
      to: "2026-10",
    });
    expect(reports.parse(params("from=2026-08&to=2026-10-01"))).toEqual({
      from: "2026-08",
      to: undefined,
    });
  });
});

describe("My rides' tab and page", () => {
  const myRides = searchParams.myRides;

  it("opens the first page of upcoming rides by default", () => {
    expect(myRides.parse(params(""))).toEqual({ tab: "upcoming", page: 1 });
    expect(myRides.href()).toBe("/my-rides");
  });

  it("round-trips the tab and the page", () => {
    const href = myRides.href({ tab: "past", page: 3 });
    expect(href).toBe("/my-rides?tab=past&page=3");
    expect(myRides.parse(query(href))).toEqual({ tab: "past", page: 3 });
  });

  it("falls back parameter by parameter", () => {
    expect(myRides.parse(params("tab=cancelled&page=2"))).toEqual({
      tab: "upcoming",
      page: 2,
    });
    for (const page of ["0", "-2", "1.5", "many", "10001"])
      expect(myRides.parse(params(`tab=past&page=${page}`))).toEqual({
        tab: "past",
        page: 1,
      });
    expect(myRides.parse(params("page=10000")).page).toBe(10_000);
  });
});

describe("an auth e-mail's link", () => {
  const link = searchParams.authConfirm;
  const none = { token_hash: null, type: null, redirect_to: null };

  it("reads the token, its kind and where it leads", () => {
    const href = link.href({
      token_hash: "pkce_abc123",
      type: "recovery",
      redirect_to: "https://ekoluxe.ng/account",
    });
    expect(href).toBe(
      "/auth/confirm?token_hash=pkce_abc123&type=recovery&redirect_to=https%3A%2F%2Fekoluxe.ng%2Faccount",
    );
    expect(link.parse(query(href))).toEqual({
      token_hash: "pkce_abc123",
      type: "recovery",
      redirect_to: "https://ekoluxe.ng/account",
    });
  });

  it("counts a blank or unreadable part as absent, each alone", () => {
    expect(link.parse(params(""))).toEqual(none);
    expect(link.parse(params("token_hash=%20&type=signup"))).toEqual({
      ...none,
      type: "signup",
    });
    expect(link.parse(params("token_hash=abc&type=phone"))).toEqual({
      ...none,
      token_hash: "abc",
    });
    expect(
      link.parse(params(`type=invite&redirect_to=${"x".repeat(2001)}`)),
    ).toEqual({ ...none, type: "invite" });
  });

  it("takes the spent token out of the address and keeps the rest as it was", () => {
    const opened = params(
      "token_hash=abc&type=invite&redirect_to=https%3A%2F%2Fekoluxe.ng%2Fdriver&utm=mail",
    );
    expect(link.update(opened, { token_hash: null }).toString()).toBe(
      "type=invite&redirect_to=https%3A%2F%2Fekoluxe.ng%2Fdriver&utm=mail",
    );
  });
});

describe("the ride page's return-from-checkout contract", () => {
  const ride = searchParams.ride;
  const REF = "PAY-EKO-7F3K2Q-1A2B3C4D";

  it("reads a plain ride link as no checkout to confirm", () => {
    expect(ride.parse(params(""))).toEqual({
      reference: undefined,
      trxref: undefined,
    });
  });

  it("reads what Paystack appends to the callback URL, and spells it back", () => {
    const text = `?reference=${REF}&trxref=${REF}`;
    expect(ride.parse(params(`trxref=${REF}&reference=${REF}`))).toEqual({
      reference: REF,
      trxref: REF,
    });
    expect(ride.query({ reference: REF, trxref: REF })).toBe(text);
    expect(ride.parse(params(text.slice(1)))).toEqual({
      reference: REF,
      trxref: REF,
    });
  });

  it("reads a reference Paystack could not have issued as absent, each alone", () => {
    expect(
      ride.parse(
        params(`reference=${encodeURIComponent("<script>")}&trxref=${REF}`),
      ),
    ).toEqual({ reference: undefined, trxref: REF });
    expect(
      ride.parse(params(`reference=${REF}&trxref=${"A".repeat(101)}`)),
    ).toEqual({ reference: REF, trxref: undefined });
    expect(ride.parse(params("reference=%20%20"))).toEqual({
      reference: undefined,
      trxref: undefined,
    });
  });
});
