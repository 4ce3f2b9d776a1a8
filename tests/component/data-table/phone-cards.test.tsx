import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";

import { phoneCell, phoneCellProps } from "@/components/phone-layout";

import { fetchRides, renderRidesTable, serveRides } from "./demo-table";

beforeEach(() => {
  fetchRides.mockReset();
  fetchRides.mockImplementation(serveRides);
});

// jsdom runs no media query: the phone cards are `max-md:` classes, so these read the markup.
describe("phone cards", () => {
  it("leave a table whose columns name no phone role exactly as it was", async () => {
    const { container } = renderRidesTable();
    const row = (await screen.findByText("EKO-001")).closest("tr")!;
    expect(row.getAttribute("class")).not.toContain("max-md:");
    expect(container.querySelector("[data-phone]")).toBeNull();
    expect(container.querySelector("[data-phone-cards]")).toBeNull();
    expect(container.innerHTML).not.toContain("max-md:");
  });

  it("give each role its place: title and actions first, details labelled, the rest left out", () => {
    expect(phoneCellProps("title")).toMatchObject({ "data-phone": "title" });
    expect(phoneCellProps("title").className).toContain("max-md:row-start-1");
    expect(phoneCellProps("actions").className).toContain("max-md:col-start-2");
    expect(phoneCellProps("hidden").className).toBe("max-md:hidden");
    expect(phoneCellProps("detail", "Status")).toMatchObject({
      "data-phone": "detail",
      "data-label": "Status",
    });
  });

  it("label a detail from its meta, or from a header that is plain text", () => {
    expect(phoneCell({ header: "Driver" })["data-label"]).toBe("Driver");
    expect(
      phoneCell({ header: () => null, meta: { label: "Pickup" } })[
        "data-label"
      ],
    ).toBe("Pickup");
    expect(phoneCell({ meta: { phone: "hidden" } })).not.toHaveProperty(
      "data-label",
    );
  });
});
