import { screen, within } from "@testing-library/react";
import { delay, http, HttpResponse } from "msw";
import { beforeAll, describe, expect, it } from "vitest";

import { addDaysToDate, lagosDate } from "@/lib/dates";

import { server } from "../../support/msw-server";
import {
  answerDriverReads,
  driverRow,
  DRIVERS,
  failure,
  renderDriversPage,
} from "./drivers-kit";

const later = { timeout: 5_000 };

describe("the driver cards", { timeout: 15_000 }, () => {
  beforeAll(() => import("@/lib/supabase"));

  it("show the vehicle, licence expiry, status, rating, trips and document states", async () => {
    const soon = addDaysToDate(lagosDate(), 10);
    answerDriverReads([
      driverRow({ license_expiry: soon }),
      driverRow({
        id: "d2000000-0000-4000-8000-000000000002",
        name: "Samuel Etim",
        status: "inactive",
        license_expiry: "2025-11-05",
        assigned_vehicle_id: null,
        vehicle: null,
        driver_documents: [
          { kind: "license", status: "Rejected", expires_on: "2025-11-05" },
          { kind: "insurance", status: "Verified", expires_on: "2025-01-31" },
        ],
      }),
    ]);
    renderDriversPage();
    const ada = await screen.findByRole("article", { name: "Ada Obi" }, later);
    expect(ada).toHaveTextContent("Mercedes-Benz S 580 · EKY-482KJ");
    expect(within(ada).getByText("Expires in 10 days")).toBeVisible();
    expect(within(ada).getByText("Active")).toBeVisible();
    expect(ada).toHaveTextContent("Rating4.9");
    expect(ada).toHaveTextContent("Trips388");
    expect(ada).toHaveTextContent("LicenceVerified");
    expect(ada).toHaveTextContent("InsurancePending");

    const samuel = screen.getByRole("article", { name: "Samuel Etim" });
    expect(samuel).toHaveTextContent("No vehicle assigned");
    expect(samuel).toHaveTextContent("Inactive");
    // The licence date has passed; a verified insurance past its date shows as Expired, in red.
    expect(samuel).toHaveTextContent(/Licence expiry.*2025Expired/);
    expect(samuel).toHaveTextContent("LicenceRejected");
    const insurance = within(samuel).getAllByText("Expired").at(-1)!;
    expect(insurance).toHaveAttribute("data-variant", "danger");
  });

  it("ask the server for the URL's search and status filter", async () => {
    let url: URL | undefined;
    answerDriverReads();
    server.use(
      http.get(DRIVERS, ({ request }) => {
        url = new URL(request.url);
        return HttpResponse.json([driverRow()], {
          headers: { "content-range": "0-0/1" },
        });
      }),
    );
    renderDriversPage("/admin/drivers?q=0803%20123%204567&status=active");
    await screen.findByRole("article", { name: "Ada Obi" }, later);
    expect(
      screen.getByRole("searchbox", { name: "Search drivers" }),
    ).toHaveValue("0803 123 4567");
    expect(url!.searchParams.get("status")).toBe("in.(active)");
    expect(url!.searchParams.get("or")).toBe(
      '(name.ilike."*0803 123 4567*",email.ilike."*0803 123 4567*",license_number.ilike."*0803 123 4567*",phone.eq."+2348031234567")',
    );
  });

  it("show skeletons while loading, then the empty state for a search that finds nobody", async () => {
    answerDriverReads();
    server.use(
      http.get(DRIVERS, async () => {
        await delay(300);
        return HttpResponse.json([], { headers: { "content-range": "*/0" } });
      }),
    );
    renderDriversPage("/admin/drivers?q=nobody");
    expect(screen.getByTestId("drivers-loading")).toBeInTheDocument();
    expect(
      await screen.findByText(/No drivers match this search/, {}, later),
    ).toBeVisible();
  });

  it("say Error fetching drivers with the server's message", async () => {
    answerDriverReads();
    server.use(
      http.get(DRIVERS, () =>
        failure("permission denied for table drivers", "42501", 403),
      ),
    );
    renderDriversPage();
    const alert = await screen.findByRole("alert", {}, later);
    expect(alert).toHaveTextContent("Error fetching drivers");
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
