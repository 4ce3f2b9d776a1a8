import { screen, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";

import { server } from "../../support/msw-server";
import {
  fleetPage,
  FLEETS,
  postgrestError,
  renderFleet,
  serveFleet,
  vehicle,
} from "./fleet-admin-kit";

describe("/admin/fleet table", { timeout: 30_000 }, () => {
  it("lists vehicles newest first with plate, seats, status, owner and images", async () => {
    const requests: URL[] = [];
    server.use(
      http.get(FLEETS, ({ request }) => {
        requests.push(new URL(request.url));
        return fleetPage(
          [
            vehicle(),
            vehicle({
              id: "f0000000-0000-4000-8000-000000000002",
              model: "Lexus GX 460",
              registration_number: "SMK-552TY",
              seating_capacity: 7,
              status: "maintenance",
              owner: "EkoLuxe Fleet",
              owner_id: null,
              images: [],
            }),
          ],
          32,
        );
      }),
    );
    await renderFleet();

    const camry = (await screen.findByText("Toyota Camry XLE")).closest("tr")!;
    expect(within(camry).getByText("LSR-806CN")).toBeInTheDocument();
    // The status column; on a phone the card labels it (no copy under the model any more).
    expect(within(camry).getByText("Available")).toBeInTheDocument();
    const status = within(camry).getByText("Available").closest("td")!;
    expect(status.dataset.label).toBe("Status");
    expect(
      within(
        camry.querySelector<HTMLElement>('td[data-phone="actions"]')!,
      ).getByRole("button", { name: /Actions for Toyota Camry XLE/ }),
    ).toBeInTheDocument();
    expect(within(camry).getByText("Tunde Bakare")).toBeInTheDocument();
    // An owner who signs in to the portal is marked so, in words.
    expect(within(camry).getByText("Portal")).toBeInTheDocument();
    expect(within(camry).queryByText(/· account/)).toBeNull();
    expect(within(camry).getByText("3 images")).toBeInTheDocument();
    const gx = screen.getByText("Lexus GX 460").closest("tr")!;
    expect(within(gx).getByText("Maintenance")).toBeInTheDocument();
    expect(within(gx).getByText("No images")).toBeInTheDocument();
    expect(within(gx).queryByText("Portal")).toBeNull();
    expect(screen.getByText("32 rows")).toBeInTheDocument();
    expect(screen.getByText("Page 1 of 2")).toBeInTheDocument();

    const params = requests[0]!.searchParams;
    expect(params.get("order")).toBe("created_at.desc,id.asc");
    expect(params.get("offset")).toBe("0");
    expect(params.get("limit")).toBe("25");
  });

  it("asks the server for the URL's page, status filter and search", async () => {
    const requests: URL[] = [];
    server.use(
      http.get(FLEETS, ({ request }) => {
        requests.push(new URL(request.url));
        return fleetPage([vehicle()], 12);
      }),
    );
    await renderFleet(
      "/admin/fleet?page=2&pageSize=10&status=maintenance&q=lnd%20245",
    );
    await screen.findByText("Toyota Camry XLE");

    const params = requests[0]!.searchParams;
    expect(params.get("status")).toBe("in.(maintenance)");
    expect(params.get("offset")).toBe("10");
    expect(params.get("limit")).toBe("10");
    expect(params.get("or")).toBe(
      "(model.ilike.*lnd 245*,owner.ilike.*lnd 245*,registration_number.ilike.*LND*245*)",
    );
    expect(screen.getByRole("searchbox")).toHaveValue("lnd 245");
  });

  it("says Error fetching fleet when the list cannot be read", async () => {
    server.use(http.get(FLEETS, () => postgrestError(500, "XX000", "boom")));
    await renderFleet();
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error fetching fleet",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("shows an empty state, different once filters are set", async () => {
    serveFleet([]);
    const { unmount } = await renderFleet();
    expect(
      await screen.findByText(
        "No vehicles yet. Add the first one with Add Vehicle.",
      ),
    ).toBeInTheDocument();
    unmount();
    await renderFleet("/admin/fleet?status=on-trip");
    expect(
      await screen.findByText("No vehicles match these filters."),
    ).toBeInTheDocument();
  });
});
