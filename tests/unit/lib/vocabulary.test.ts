import { describe, expect, it } from "vitest";

import { Constants } from "../../../src/lib/database.types";
import {
  enumLabel,
  enumOptions,
  enumTone,
  type LabelledEnum,
} from "../../../src/lib/vocabulary";

const KINDS: LabelledEnum[] = [
  "service_type",
  "booking_status",
  "vehicle_status",
  "driver_status",
  "document_status",
  "maintenance_log_type",
];

describe("the enumeration vocabulary", () => {
  it.each(KINDS)(
    "labels every %s value the database has, in its order",
    (kind) => {
      const options = enumOptions(kind);
      expect(options.map((o) => o.value)).toEqual([
        ...Constants.public.Enums[kind],
      ]);
      for (const { value, label } of options) {
        expect(label.trim(), value).not.toBe("");
      }
    },
  );

  it("keeps the spec's tones: unknown booking statuses neutral, documents other than Pending and Verified red", () => {
    expect(enumTone("booking_status", "no-show")).toBe("neutral");
    expect(enumTone("document_status", "Pending")).toBe("warning");
    expect(enumTone("document_status", "Verified")).toBe("success");
    expect(enumTone("document_status", "Rejected")).toBe("danger");
    expect(enumTone("document_status", "Expired")).toBe("danger");
  });

  it("shows a value newer than the bundle as it is", () => {
    expect(enumLabel("vehicle_status", "retired")).toBe("retired");
  });
});
