import type { PublicVehicle, ServiceClass } from "./types";

interface ServiceClassInfo {
  title: string;
  summary: string;
}

export const serviceClasses: Record<ServiceClass, ServiceClassInfo> = {
  standard: {
    title: "Standard Rides",
    summary: "Clean, air-conditioned saloons for everyday trips across Lagos.",
  },
  premium: {
    title: "Premium Rides",
    summary:
      "Flagship saloons and luxury SUVs for VIP guests and special occasions.",
  },
  airport_hotel: {
    title: "Airport & Hotel Transfers",
    summary:
      "Roomy SUVs and people carriers with space for every suitcase, to and from MMIA.",
  },
  corporate: {
    title: "Corporate Rides",
    summary: "Executive cars and shuttles for staff, clients and events.",
  },
};

const ORDER: readonly ServiceClass[] = [
  "standard",
  "premium",
  "airport_hotel",
  "corporate",
];

export interface VehicleGroup {
  serviceClass: ServiceClass;
  vehicles: PublicVehicle[];
}

/** Vehicles grouped by service class in the booking form's order; empty classes are left out. */
export function groupByServiceClass(
  vehicles: readonly PublicVehicle[],
): VehicleGroup[] {
  return ORDER.map((serviceClass) => ({
    serviceClass,
    vehicles: vehicles.filter(
      (vehicle) => vehicle.service_class === serviceClass,
    ),
  })).filter((group) => group.vehicles.length > 0);
}
