import {
  BarChart3,
  Building2,
  Clock,
  FileText,
  Headset,
  Plane,
} from "lucide-react";

import type { Feature } from "./types";

export const businessBenefits: readonly Feature[] = [
  {
    icon: Building2,
    title: "One corporate account",
    description:
      "Add staff and guests to a single account and let them book under your company's name.",
  },
  {
    icon: FileText,
    title: "Monthly invoicing",
    description:
      "One invoice in naira each month, with VAT shown and every trip itemised.",
  },
  {
    icon: BarChart3,
    title: "Spend reports",
    description:
      "See trips and spend by team, cost centre or traveller, and export them for finance.",
  },
  {
    icon: Plane,
    title: "Airport and hotel transfers",
    description:
      "Scheduled pickups for visiting partners, with drivers waiting in the airport car park.",
  },
  {
    icon: Clock,
    title: "Priority dispatch",
    description:
      "Corporate bookings are matched first at peak hours on the island and the mainland.",
  },
  {
    icon: Headset,
    title: "A dedicated account manager",
    description:
      "A named contact in Lagos for new riders, changes and anything that goes wrong.",
  },
];
