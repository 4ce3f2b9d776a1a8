import { act, screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { dismissToast } from "@/lib/toast";

import { server } from "../../support/msw-server";
import { renderReports, serveReports, SOURCES } from "./reports-kit";

describe("/admin/reports: a row's trace and the CSV", () => {
  beforeAll(() => import("@/components/ui/toaster"));
  afterEach(() => act(() => dismissToast()));

  it("opens the trips and logs behind a row", async () => {
    serveReports();
    server.use(
      http.post(SOURCES, () =>
        HttpResponse.json([
          {
            kind: "trip",
            booking_id: "b1",
            maintenance_log_id: null,
            occurred_at: "2026-09-04T10:00:00Z",
            label: "EKO-7F3K2Q",
            detail: "Ikoyi to Lekki Phase 1",
            amount_kobo: 35_000_000,
          },
          {
            kind: "fuel",
            booking_id: null,
            maintenance_log_id: "l1",
            occurred_at: "2026-09-02T23:00:00Z",
            label: "Fuel",
            detail: "60 L PMS",
            amount_kobo: 18_000_000,
          },
        ]),
      ),
    );
    const { user } = renderReports();
    await user.click(
      await screen.findByRole("button", {
        name: "Trips and logs of Lexus LX 600 EKY-664RT, September 2026",
      }),
    );
    const sheet = await screen.findByRole("dialog", {
      name: "Lexus LX 600, September 2026",
    });
    const trips = within(sheet).getByRole("region", {
      name: "Completed trips",
    });
    expect(await within(trips).findByText("EKO-7F3K2Q")).toBeInTheDocument();
    expect(
      within(trips).getByText("Ikoyi to Lekki Phase 1"),
    ).toBeInTheDocument();
    expect(
      within(within(sheet).getByRole("region", { name: "Fuel" })).getByText(
        "60 L PMS",
      ),
    ).toBeInTheDocument();
    expect(
      within(
        within(sheet).getByRole("region", { name: "Maintenance" }),
      ).getByText("None this month."),
    ).toBeInTheDocument();
  });

  it("exports the rows shown as a CSV named after the month", async () => {
    const files: { name: string; blob: Blob }[] = [];
    const createUrl = vi
      .spyOn(URL, "createObjectURL")
      .mockImplementation((blob) => {
        files.push({ name: "", blob: blob as Blob });
        return "blob:report";
      });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, "click")
      .mockImplementation(function (this: HTMLAnchorElement) {
        files.at(-1)!.name = this.download;
      });
    try {
      serveReports();
      const { user } = renderReports();
      await screen.findByText("Lexus LX 600");
      await user.click(screen.getByRole("button", { name: "Export CSV" }));
      expect(files).toHaveLength(1);
      expect(files[0]!.name).toBe("ekoluxe-report-2026-09.csv");
      const bytes = new Uint8Array(await files[0]!.blob.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      expect(text).toContain(
        "Period,Vehicle,Registration,Owner,Status,Trips,Revenue (NGN)",
      );
      expect(text).toContain(
        "September 2026,Lexus LX 600,EKY-664RT,Tunde Bakare,Closed,14,4900000.00,180000.00,45000.00,980000.00,3695000.00",
      );
      expect(text).toContain("Total,,,,,23,7123456.50");
    } finally {
      createUrl.mockRestore();
      click.mockRestore();
    }
  });
});
