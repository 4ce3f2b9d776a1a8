import { LAGOS_TIME_ZONE } from "@/lib/dates";

const addedOn = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** "3 Dec 2026, 16:30" in Lagos time. */
export function formatAddedOn(iso: string): string {
  return addedOn.format(new Date(iso));
}
