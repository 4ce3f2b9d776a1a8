import { describe, expect, it } from "vitest";

import { formatLagosDateTime } from "@/lib/dates";

import {
  formatLagosDateTime as emailLagosDateTime,
  formatEmailTime,
} from "../../../supabase/functions/send-email/templates/dates";

// The e-mails cannot import src/, so they restate the house long form; these instants cover
// midnight, the morning, noon, the evening and the turn of the Lagos day and year.
const INSTANTS = [
  "2026-11-30T23:00:00Z",
  "2026-12-01T07:30:00Z",
  "2026-12-01T11:00:00Z",
  "2026-12-04T17:05:00Z",
  "2026-12-31T22:59:59Z",
  "2026-12-31T23:00:00Z",
  "2027-07-15T12:45:30.500Z",
];

describe("e-mail dates", () => {
  it.each(INSTANTS)("show %s exactly as the app does", (iso) => {
    expect(emailLagosDateTime(iso)).toBe(formatLagosDateTime(iso));
    expect(formatEmailTime(iso)).toBe(
      `${formatLagosDateTime(iso)} (Lagos time)`,
    );
  });

  it("name the zone, on a 24-hour clock", () => {
    expect(formatEmailTime("2026-12-04T17:05:00Z")).toBe(
      "Friday, 4 December 2026 at 18:05 (Lagos time)",
    );
  });

  it("show text that is not a date as it came", () => {
    expect(formatEmailTime("soon")).toBe("soon");
  });
});
