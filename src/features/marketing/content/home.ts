import {
  Car,
  CreditCard,
  MapPinned,
  Navigation,
  ReceiptText,
  Route,
  ShieldCheck,
  UserCheck,
} from "lucide-react";

import type { Feature } from "./types";

export const howItWorks: readonly Feature[] = [
  {
    icon: Route,
    title: "Book your ride",
    description:
      "Enter your pickup, drop-off and time, and see the fare before you confirm.",
  },
  {
    icon: UserCheck,
    title: "Get your driver",
    description:
      "A verified driver is assigned and their details arrive instantly.",
  },
  {
    icon: Navigation,
    title: "Track in real time",
    description: "Follow your ride on a real-time map from pickup to drop-off.",
  },
  {
    icon: CreditCard,
    title: "Pay and rate",
    description:
      "Pay cashless or by card, then rate your ride to keep standards high.",
  },
];

export const whyChoose: readonly Feature[] = [
  {
    icon: ShieldCheck,
    title: "Verified drivers",
    description:
      "Every driver passes identity, licence and background checks before their first trip.",
  },
  {
    icon: Car,
    title: "Luxury fleet",
    description:
      "Late-model, air-conditioned vehicles, inspected and cleaned between shifts.",
  },
  {
    icon: ReceiptText,
    title: "Upfront pricing",
    description:
      "Your fare in naira before you book, without hidden fees or surprise surcharges.",
  },
  {
    icon: MapPinned,
    title: "Real-time tracking",
    description:
      "Share your trip and watch it live, from Lekki to Ikeja and everywhere between.",
  },
];

export const fleetPartnerPoints: readonly string[] = [
  "Flexible hours and weekly payouts for drivers",
  "Fleet management for owners, with trip and maintenance notifications",
  "Revenue analytics and payout reports in the owner portal",
];
