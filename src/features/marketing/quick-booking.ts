import { paths } from "@/config/paths";

/** Spec §9: the quick-booking toast stays this long before the full booking page opens. */
export const QUICK_BOOKING_REDIRECT_MS = 1500;

/** The full booking page reads these (see `searchParams.bookARide`) to prefill both ends. */
export function quickBookingHref(pickup: string, dropoff: string): string {
  return paths.bookARide.href({ pickup, dropoff });
}
