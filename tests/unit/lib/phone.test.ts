import { describe, expect, it } from "vitest";

import {
  formatNigerianPhone,
  isNigerianMobile,
  normalizeNigerianPhone,
} from "@/lib/phone";

describe("normalizeNigerianPhone", () => {
  it.each([
    ["08031234567", "+2348031234567"],
    ["0803 123 4567", "+2348031234567"],
    ["+234 803 123 4567", "+2348031234567"],
    ["+234-803-123-4567", "+2348031234567"],
    ["2348031234567", "+2348031234567"],
    ["+234 (0) 803 123 4567", "+2348031234567"],
    ["8031234567", "+2348031234567"],
    ["  0905.555.0101 ", "+2349055550101"],
    ["07011112222", "+2347011112222"],
    ["08101112222", "+2348101112222"],
  ])("%s → %s", (input, expected) => {
    expect(normalizeNigerianPhone(input)).toBe(expected);
  });

  it.each([
    "",
    "0803123456",
    "080312345678",
    "01234567890",
    "08231234567",
    "+44 7700 900123",
    "+2346031234567",
    "phone",
    "0803-123-45a7",
  ])("refuses %j", (input) => {
    expect(normalizeNigerianPhone(input)).toBeNull();
    expect(isNigerianMobile(input)).toBe(false);
  });

  it("matches the database's own rule for every number it accepts", () => {
    const rule = /^\+234[789][01][0-9]{8}$/;
    for (const input of ["08031234567", "+2349011112222", "7011112222"]) {
      expect(normalizeNigerianPhone(input)).toMatch(rule);
    }
  });
});

describe("formatNigerianPhone", () => {
  it("groups a mobile number for display", () => {
    expect(formatNigerianPhone("+2348031234567")).toBe("+234 803 123 4567");
    expect(formatNigerianPhone("0803 1234567")).toBe("+234 803 123 4567");
  });

  it("leaves anything else as typed", () => {
    expect(formatNigerianPhone("12345")).toBe("12345");
  });
});

describe("isNigerianMobile", () => {
  it("accepts local and international forms", () => {
    expect(isNigerianMobile("0803 123 4567")).toBe(true);
    expect(isNigerianMobile("+2348031234567")).toBe(true);
  });
});
