import { describe, expect, it } from "vitest";

import {
  formatNaira,
  formatWholeNaira,
  isNairaText,
  koboToNaira,
  koboToNairaText,
  nairaTextToKobo,
} from "@/lib/money";

describe("money", () => {
  it("converts kobo to naira", () => {
    expect(koboToNaira(1_250_050)).toBe(12_500.5);
    expect(koboToNaira(0)).toBe(0);
  });

  it("formats kobo as naira in the en-NG locale", () => {
    expect(formatNaira(1_250_000)).toBe("₦12,500.00");
    expect(formatNaira(5_000)).toBe("₦50.00");
    expect(formatNaira(0)).toBe("₦0.00");
  });

  it("formats a headline figure in whole naira, rounding the kobo", () => {
    expect(formatWholeNaira(32_506_560_000)).toBe("₦325,065,600");
    expect(formatWholeNaira(1_250_049)).toBe("₦12,500");
    expect(formatWholeNaira(1_250_050)).toBe("₦12,501");
    expect(formatWholeNaira(0)).toBe("₦0");
  });
});

describe("naira as typed in a form", () => {
  it.each([
    ["12500", 1_250_000],
    ["12500.5", 1_250_050],
    ["12500.05", 1_250_005],
    [" 0.99 ", 99],
  ])("%j is %i kobo and back", (text, kobo) => {
    expect(isNairaText(text)).toBe(true);
    expect(nairaTextToKobo(text)).toBe(kobo);
    expect(nairaTextToKobo(koboToNairaText(kobo))).toBe(kobo);
  });

  it.each(["", "12,500", "1.234", "-5", "₦500", "1e3"])(
    "refuses %j",
    (text) => {
      expect(isNairaText(text)).toBe(false);
    },
  );
});
