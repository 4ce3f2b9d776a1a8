import { describe, expect, it } from "vitest";

import { formatNaira, koboToNaira } from "@/lib/money";

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
});
