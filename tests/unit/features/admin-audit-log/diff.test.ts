import { describe, expect, it } from "vitest";

import { recordLabel, tableLabel } from "@/features/admin-audit-log/describe";
import {
  auditChanges,
  fieldLabel,
  formatAuditValue,
} from "@/features/admin-audit-log/diff";

const vehicle = {
  id: "f1",
  model: "Toyota Camry XLE",
  registration_number: "LSR-806CN",
  seating_capacity: 5,
  images: ["/a.svg", "/b.svg"],
  updated_at: "2026-11-01T10:00:00Z",
};

describe("auditChanges", () => {
  it("lists only the fields an update changed, old → new, without the bookkeeping columns", () => {
    const changes = auditChanges({
      action: "update",
      before: vehicle,
      after: {
        ...vehicle,
        seating_capacity: 7,
        images: ["/a.svg", "/b.svg"],
        updated_at: "2026-11-02T10:00:00Z",
      },
    });
    expect(changes).toEqual([
      { field: "seating_capacity", before: 5, after: 7 },
    ]);
  });

  it("sees a change inside a list or an object, and a field that appears or goes", () => {
    const changes = auditChanges({
      action: "update",
      before: { ...vehicle, documents: { license: "Pending" } },
      after: {
        ...vehicle,
        images: ["/a.svg"],
        documents: { license: "Verified" },
        notes: "New",
      },
    });
    expect(changes.map((change) => change.field)).toEqual([
      "images",
      "documents",
      "notes",
    ]);
    expect(changes[2]).toEqual({
      field: "notes",
      before: undefined,
      after: "New",
    });
  });

  it("shows the whole new row for an insert and the whole removed row for a delete", () => {
    const inserted = auditChanges({
      action: "insert",
      before: null,
      after: vehicle,
    });
    expect(inserted).toHaveLength(5);
    expect(inserted[0]).toEqual({ field: "id", after: "f1" });
    expect(inserted.every((change) => !("before" in change))).toBe(true);

    const deleted = auditChanges({
      action: "delete",
      before: vehicle,
      after: null,
    });
    expect(deleted).toHaveLength(5);
    expect(deleted.every((change) => !("after" in change))).toBe(true);
  });

  it("answers nothing for rows that are not objects", () => {
    expect(
      auditChanges({ action: "update", before: null, after: null }),
    ).toEqual([]);
    expect(auditChanges({ action: "update", before: "x", after: [1] })).toEqual(
      [],
    );
  });
});

describe("the words of an entry", () => {
  it("formats values and field names for people", () => {
    expect(formatAuditValue(null)).toBe("empty");
    expect(formatAuditValue("")).toBe("empty");
    expect(formatAuditValue(false)).toBe("false");
    expect(formatAuditValue({ license: "Verified" })).toBe(
      '{"license":"Verified"}',
    );
    expect(fieldLabel("registration_number")).toBe("Registration number");
  });

  it("names tables and records as the back office does", () => {
    expect(tableLabel("fleets")).toBe("Vehicles");
    expect(tableLabel("maintenance_logs")).toBe("Maintenance");
    expect(tableLabel("auth.users")).toBe("Users");
    expect(tableLabel("something_new")).toBe("something_new");
    expect(
      recordLabel({
        action: "update",
        before: vehicle,
        after: vehicle,
        row_id: "f1",
      }),
    ).toBe("LSR-806CN");
    expect(
      recordLabel({
        action: "delete",
        before: { reference: "EKO-7F3K2Q" },
        after: null,
        row_id: "b1",
      }),
    ).toBe("EKO-7F3K2Q");
    expect(
      recordLabel({
        action: "insert",
        before: null,
        after: { cost_kobo: 1 },
        row_id: "0f9c2a4e-1111-4000-8000-000000000000",
      }),
    ).toBe("0f9c2a4e…");
  });
});
