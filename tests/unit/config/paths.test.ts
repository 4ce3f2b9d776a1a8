import { describe, expect, it } from "vitest";

import { paths } from "@/config/paths";

describe("paths", () => {
  it("builds the auth URL with an encoded redirect target", () => {
    expect(paths.auth.href()).toBe("/auth");
    expect(paths.auth.href({ redirectTo: "/admin/fleet?page=2" })).toBe(
      "/auth?redirectTo=%2Fadmin%2Ffleet%3Fpage%3D2",
    );
  });

  it("keeps the spec's public and admin URLs", () => {
    expect(paths.driversApply.href()).toBe("/drivers/apply");
    expect(paths.ourFleet.href()).toBe("/our-fleet");
    expect(paths.admin.booking.href()).toBe("/admin/booking");
  });
});
