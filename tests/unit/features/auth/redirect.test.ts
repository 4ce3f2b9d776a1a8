import { describe, expect, it } from "vitest";

import {
  destinationAfterLogin,
  homeForRole,
  safeRedirectPath,
} from "@/features/auth/redirect";

describe("homeForRole", () => {
  it("sends admins to the dashboard, owners to the portal, customers home", () => {
    expect(homeForRole("admin")).toBe("/admin/dashboard");
    expect(homeForRole("owner")).toBe("/owner-portal");
    expect(homeForRole("customer")).toBe("/");
  });
});

describe("safeRedirectPath", () => {
  it.each(["/book-a-ride", "/admin/fleet?page=2", "/our-fleet#top"])(
    "keeps the same-origin path %s",
    (path) => expect(safeRedirectPath(path)).toBe(path),
  );

  it.each([
    null,
    "",
    "https://evil.example",
    "//evil.example",
    "/\\evil.example",
    "javascript:alert(1)",
    "/a\\b",
    "/tab\tx",
  ])("refuses %s", (value) => expect(safeRedirectPath(value)).toBeNull());
});

describe("destinationAfterLogin", () => {
  it("honours a requested page the role may see", () => {
    expect(destinationAfterLogin("admin", "/admin/fleet")).toBe("/admin/fleet");
    expect(destinationAfterLogin("customer", "/book-a-ride")).toBe(
      "/book-a-ride",
    );
    expect(destinationAfterLogin("owner", "/owner-portal")).toBe(
      "/owner-portal",
    );
  });

  it("falls back to the role's home otherwise", () => {
    expect(destinationAfterLogin("customer", "/admin/dashboard")).toBe("/");
    expect(destinationAfterLogin("admin", "/owner-portal")).toBe(
      "/admin/dashboard",
    );
    expect(destinationAfterLogin("owner", "//evil.example")).toBe(
      "/owner-portal",
    );
    expect(destinationAfterLogin("customer", "/auth?tab=sign-up")).toBe("/");
    expect(destinationAfterLogin("admin", null)).toBe("/admin/dashboard");
  });
});
