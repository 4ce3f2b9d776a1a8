import type { LucideIcon } from "lucide-react";

export interface Feature {
  icon: LucideIcon;
  title: string;
  description: string;
}

export interface Offering {
  id: string;
  title: string;
  summary: string;
  points: readonly string[];
  /** Decorative line drawing; the card's title says what it shows. */
  illustration: string;
}
