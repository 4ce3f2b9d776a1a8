export { fixAge, isStale, STALE_AFTER_MS } from "@/components/map/freshness";

export const sourceLabel = {
  phone: "Driver's phone",
  simulator: "Simulator",
} as const;
