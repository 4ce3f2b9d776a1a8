import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { delay, http, HttpResponse } from "msw";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";

import { fleetQueries } from "@/features/fleet/api/queries";
import { Component as OurFleet } from "@/app/routes/public/our-fleet";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";
import { vehicle } from "./fleet-fixtures";

const RPC = "*/rest/v1/rpc/list_public_fleet";

function renderPage(seed?: ReturnType<typeof vehicle>[]) {
  const queryClient = createTestQueryClient();
  if (seed) {
    queryClient.setQueryDefaults(fleetQueries.all(), { staleTime: Infinity });
    queryClient.setQueryData(fleetQueries.public().queryKey, seed);
  }
  render(
    <TestProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={["/our-fleet"]}>
        <Routes>
          <Route path="/our-fleet" Component={OurFleet} />
        </Routes>
      </MemoryRouter>
    </TestProviders>,
  );
  return { user: userEvent.setup() };
}

describe("/our-fleet", () => {
  it("shows skeletons while the fleet loads", async () => {
    let requested = () => {};
    const request = new Promise<void>((resolve) => (requested = resolve));
    server.use(
      http.post(RPC, async () => {
        requested();
        await delay("infinite");
      }),
    );
    renderPage();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Our Fleet" }),
    ).toBeInTheDocument();
    const status = screen.getByRole("status");
    expect(status).toHaveAttribute("aria-busy", "true");
    expect(status).toHaveTextContent("Loading our fleet");
    // The client loads on demand; let the request start before the next test swaps handlers.
    await request;
  });

  it("shows the error in place and retries", async () => {
    let calls = 0;
    server.use(
      http.post(RPC, () => {
        calls += 1;
        return HttpResponse.json(
          { message: "upstream timeout", code: "57014" },
          { status: 500 },
        );
      }),
    );
    const { user } = renderPage();
    const alert = await screen.findByRole("alert");
    expect(calls).toBe(1);
    expect(within(alert).getByText("Error fetching fleet")).toBeInTheDocument();
    expect(within(alert).getByText("upstream timeout")).toBeInTheDocument();

    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    await screen.findByRole("button", { name: "Try again" });
    expect(calls).toBe(2);
  });

  it("shows an empty state when there are no vehicles", async () => {
    renderPage([]);
    expect(
      await screen.findByRole("heading", { name: "Our fleet is on its way" }),
    ).toBeInTheDocument();
  });

  it("groups the cards by service class", async () => {
    renderPage([
      vehicle({
        model: "Toyota Corolla",
        service_class: "standard",
        images: [],
      }),
      vehicle({ model: "Lexus LX 600", service_class: "premium" }),
      vehicle({
        model: "Toyota Coaster",
        service_class: "corporate",
        seating_capacity: 14,
      }),
    ]);
    const premium = await screen.findByRole("region", {
      name: "Premium Rides",
    });
    expect(
      within(premium).getByRole("heading", { name: "Lexus LX 600" }),
    ).toBeInTheDocument();
    expect(
      within(premium).getByRole("button", {
        name: "Next image of Lexus LX 600",
      }),
    ).toBeInTheDocument();
    const standard = screen.getByRole("region", { name: "Standard Rides" });
    expect(within(standard).getByText("Image Coming Soon")).toBeInTheDocument();
    expect(
      screen.getByRole("region", { name: "Corporate Rides" }),
    ).toHaveTextContent("14 seats · 13 passengers");
    expect(
      screen
        .getAllByRole("heading", { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(["Standard Rides", "Premium Rides", "Corporate Rides"]);
  });
});
