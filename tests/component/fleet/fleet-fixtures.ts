import type { PublicVehicle } from "@/features/fleet/types";

export function vehicle(overrides: Partial<PublicVehicle> = {}): PublicVehicle {
  return {
    id: crypto.randomUUID(),
    model: "Mercedes-Benz S 580",
    seating_capacity: 5,
    service_class: "premium",
    status: "available",
    images: ["/fleet/luxury-saloon.svg", "/fleet/luxury-saloon-pearl.svg"],
    description: "Flagship saloon for VIP transfers.",
    ...overrides,
  };
}
