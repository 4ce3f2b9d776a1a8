import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import {
  DESCRIPTION_FALLBACK,
  FleetCard,
} from "@/features/fleet/components/fleet-card";

import { vehicle } from "./fleet-fixtures";

describe("FleetCard", () => {
  it("shows the model, seating badge and description", () => {
    render(<FleetCard vehicle={vehicle()} />);
    expect(
      screen.getByRole("heading", { name: "Mercedes-Benz S 580" }),
    ).toBeInTheDocument();
    expect(screen.getByText("5 seats · 4 passengers")).toBeInTheDocument();
    expect(
      screen.getByText("Flagship saloon for VIP transfers."),
    ).toBeInTheDocument();
  });

  it("counts one passenger for a one-seat vehicle", () => {
    render(<FleetCard vehicle={vehicle({ seating_capacity: 1 })} />);
    expect(screen.getByText("1 seat · 1 passenger")).toBeInTheDocument();
  });

  it("falls back to a standard text and Image Coming Soon", () => {
    render(<FleetCard vehicle={vehicle({ description: null, images: [] })} />);
    expect(screen.getByText(DESCRIPTION_FALLBACK)).toBeInTheDocument();
    expect(screen.getByText("Image Coming Soon")).toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("treats a blank description like a missing one", () => {
    render(<FleetCard vehicle={vehicle({ description: "   " })} />);
    expect(screen.getByText(DESCRIPTION_FALLBACK)).toBeInTheDocument();
  });
});
