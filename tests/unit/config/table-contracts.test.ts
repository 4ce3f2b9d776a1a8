import { describe, expect, it } from "vitest";

import { searchParams } from "@/config/search-params";

const query = (href: string) =>
  new URL(href, "https://ekoluxe.ng").searchParams;

describe("the fleet page's URL contract", () => {
  const fleet = searchParams.adminFleet;

  it("reads an empty URL as page 1 of 25, newest first, unfiltered", () => {
    expect(fleet.parse(new URLSearchParams())).toEqual({
      page: 1,
      pageSize: 25,
      sort: "created_at.desc",
      q: undefined,
      status: [],
    });
  });

  it("round-trips every parameter through href and parse", () => {
    const search = {
      page: 2,
      pageSize: 50,
      sort: "registration_number.asc",
      q: "Lexus",
      status: ["available", "maintenance"],
    } as const;
    const href = fleet.href(search);
    expect(href).toBe(
      "/admin/fleet?page=2&pageSize=50&sort=registration_number.asc&q=Lexus&status=available&status=maintenance",
    );
    expect(fleet.parse(query(href))).toEqual(search);
  });

  it("falls back parameter by parameter", () => {
    const defaults = fleet.parse(new URLSearchParams());
    const read = (q: string) => fleet.parse(new URLSearchParams(q));
    expect(read("page=-1")).toEqual(defaults);
    expect(read("pageSize=7")).toEqual(defaults);
    expect(read("sort=password.desc")).toEqual(defaults);
    expect(read("q=%20")).toEqual(defaults);
    expect(read("status=sold&status=available")).toEqual({
      ...defaults,
      status: ["available"],
    });
  });
});

describe("the drivers page's URL contract", () => {
  const drivers = searchParams.adminDrivers;

  it("reads an empty URL as page 1 of 25 by name, unfiltered", () => {
    expect(drivers.parse(new URLSearchParams())).toEqual({
      page: 1,
      pageSize: 25,
      sort: "name.asc",
      q: undefined,
      status: [],
    });
  });

  it("round-trips every parameter through href and parse", () => {
    const search = {
      page: 3,
      pageSize: 10,
      sort: "name.desc",
      q: "Adebayo",
      status: ["inactive"],
    } as const;
    const href = drivers.href(search);
    expect(href).toBe(
      "/admin/drivers?page=3&pageSize=10&sort=name.desc&q=Adebayo&status=inactive",
    );
    expect(drivers.parse(query(href))).toEqual(search);
    expect(drivers.href({ q: "", status: [] })).toBe("/admin/drivers");
  });

  it("falls back parameter by parameter", () => {
    const defaults = drivers.parse(new URLSearchParams());
    const read = (q: string) => drivers.parse(new URLSearchParams(q));
    expect(read("page=two")).toEqual(defaults);
    expect(read("pageSize=1000")).toEqual(defaults);
    expect(read("sort=created_at.desc")).toEqual(defaults);
    expect(read("status=retired")).toEqual(defaults);
  });
});

describe("the settings page's section", () => {
  const settings = searchParams.adminSettings;

  it("opens on the password section, and on the one a link names", () => {
    expect(settings.parse(new URLSearchParams())).toEqual({
      section: "password",
    });
    const href = settings.href({ section: "action-log" });
    expect(href).toBe("/admin/settings?section=action-log");
    expect(settings.parse(query(href))).toEqual({ section: "action-log" });
    expect(settings.parse(query("/admin/settings?section=billing"))).toEqual({
      section: "password",
    });
  });

  it("changes the section in place, keeps the log's filters, and leaves the default out", () => {
    const current = new URLSearchParams(
      "section=action-log&page=2&table=fleets",
    );
    expect(settings.update(current, { section: "two-factor" }).toString()).toBe(
      "section=two-factor&page=2&table=fleets",
    );
    expect(settings.update(current, { section: "password" }).toString()).toBe(
      "page=2&table=fleets",
    );
    expect(
      settings
        .update(new URLSearchParams("page=2"), { section: "business" })
        .toString(),
    ).toBe("page=2&section=business");
  });
});
