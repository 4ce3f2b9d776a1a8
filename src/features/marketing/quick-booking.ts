import { paths } from "@/config/paths";

/** Spec §9: the quick-booking toast stays this long before the full booking page opens. */
export const QUICK_BOOKING_REDIRECT_MS = 1500;

/** The full booking page reads these search params to prefill pickup and destination. */
export function quickBookingHref(pickup: string, dropoff: string): string {
  const params = new URLSearchParams();
  if (pickup.trim()) params.set("pickup", pickup.trim());
  if (dropoff.trim()) params.set("dropoff", dropoff.trim());
  const query = params.toString();
  return query ? `${paths.bookARide.href()}?${query}` : paths.bookARide.href();
}
