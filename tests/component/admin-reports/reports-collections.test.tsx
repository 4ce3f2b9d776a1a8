import { screen, within } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";

import { server } from "../../support/msw-server";
import { COLLECTIONS, renderReports, serveReports } from "./reports-kit";

describe("Reports: what was received", () => {
  it("shows each way of paying and the refunds of the chosen months, as the ledger summed them", async () => {
    serveReports();
    let asked: unknown;
    server.use(
      http.post(COLLECTIONS, async ({ request }) => {
        asked = await request.json();
        return HttpResponse.json([
          { how: "Card", entries: 3, amount_kobo: 4_500_000 },
          { how: "Cash", entries: 1, amount_kobo: 1_200_000 },
          { how: "Refunds", entries: 1, amount_kobo: -1_500_000 },
        ]);
      }),
    );
    renderReports("/admin/reports?from=2026-08&to=2026-09");
    const received = await screen.findByRole("region", { name: "Received" });
    expect(await within(received).findByText("₦42,000.00")).toBeVisible();
    expect(within(received).getByText(/Card/)).toHaveTextContent(
      "Card (3 payments)",
    );
    expect(within(received).getByText("₦45,000.00")).toBeVisible();
    expect(within(received).getByText(/Refunds/)).toHaveTextContent(
      "Refunds (1 payment)",
    );
    expect(within(received).getByText("-₦15,000.00")).toBeVisible();
    expect(asked).toEqual({ p_from: "2026-08-01", p_to: "2026-09-01" });
  });

  it("says when nothing was received", async () => {
    serveReports();
    renderReports();
    const received = await screen.findByRole("region", { name: "Received" });
    expect(
      await within(received).findByText("Nothing received in these months."),
    ).toBeVisible();
  });
});
