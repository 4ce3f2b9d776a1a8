import type { Offering } from "./types";

const illustration = (name: string) => `/marketing/services/${name}.svg`;

const standard: Offering = {
  id: "standard",
  title: "Standard Ride",
  summary:
    "Clean, air-conditioned saloons for everyday trips across the mainland and the island.",
  points: ["Upfront fare in naira", "Verified, trained drivers"],
  illustration: illustration("standard"),
};

const premium: Offering = {
  id: "premium",
  title: "Premium Ride",
  summary:
    "Executive sedans and SUVs with leather interiors, bottled water and a quiet cabin.",
  points: ["Late-model luxury vehicles", "Chauffeur-grade service"],
  illustration: illustration("premium"),
};

const airport: Offering = {
  id: "airport-hotel",
  title: "Airport & Hotel Transfer",
  summary:
    "Arrivals at Murtala Muhammed Airport and door-to-door hotel runs, booked ahead.",
  points: ["Your driver waits in the car park", "Room for your luggage"],
  illustration: illustration("airport"),
};

const corporate: Offering = {
  id: "corporate",
  title: "Corporate Ride",
  summary:
    "Company accounts for staff and guests, with central billing and trip reports.",
  points: ["Monthly invoicing", "Priority dispatch"],
  illustration: illustration("corporate"),
};

const fleet: Offering = {
  id: "fleet-management",
  title: "Fleet Management",
  summary:
    "We run your vehicles on our network, keep them maintained and report every naira they earn.",
  points: ["Owner portal with payouts", "Maintenance tracking"],
  illustration: illustration("fleet"),
};

/** The four ride types shown on the home page, in the booking form's order. */
export const rideOptions: readonly Offering[] = [
  standard,
  premium,
  airport,
  corporate,
];

export const services: readonly Offering[] = [
  { ...standard, title: "Standard Rides" },
  { ...premium, title: "Premium Rides" },
  { ...airport, title: "Airport & Hotel Transfers" },
  { ...corporate, title: "Corporate Rides" },
  fleet,
];
