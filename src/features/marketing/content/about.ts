import { Gem, HeartHandshake, ReceiptText, ShieldCheck } from "lucide-react";

import type { Feature } from "./types";

export const aboutStory: readonly string[] = [
  "EkoLuxe began on the Third Mainland Bridge, in a traffic jam. Our founders were tired of haggling over fares, of cars with broken air-conditioning and of drivers nobody had checked. Lagos deserved better, and Eko, the city's own name for itself, became ours.",
  "Today we move professionals, families and visitors between Ikeja, Victoria Island, Ikoyi and Lekki in vehicles we inspect ourselves, with drivers we vet and train, at fares you see before you book.",
  "We also run vehicles for owners who want their cars earning without the daily work, and report every trip and every naira back to them.",
];

export const aboutValues: readonly Feature[] = [
  {
    icon: ShieldCheck,
    title: "Safety first",
    description:
      "Verified drivers, inspected vehicles and every trip tracked in real time.",
  },
  {
    icon: ReceiptText,
    title: "Honest pricing",
    description: "The fare you see in naira is the fare you pay.",
  },
  {
    icon: Gem,
    title: "Quiet luxury",
    description:
      "Clean cabins, calm driving and the small courtesies that make a ride.",
  },
  {
    icon: HeartHandshake,
    title: "Fair to drivers",
    description:
      "Good earnings, weekly payouts and respect for the people behind the wheel.",
  },
];

export interface Stat {
  value: string;
  label: string;
}

export const aboutStats: readonly Stat[] = [
  { value: "2019", label: "Founded in Lagos" },
  { value: "250+", label: "Verified drivers" },
  { value: "120k+", label: "Rides completed" },
  { value: "4.9/5", label: "Average rider rating" },
];
