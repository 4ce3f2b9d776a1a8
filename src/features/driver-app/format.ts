import { LAGOS_TIME_ZONE } from "@/lib/dates";

const pickupTime = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

const clockTime = new Intl.DateTimeFormat("en-NG", {
  timeZone: LAGOS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** A pickup time on the Lagos clock, e.g. 14:30. */
export const formatPickupTime = (iso: string) =>
  pickupTime.format(new Date(iso));

/** A moment to the second on the Lagos clock, e.g. 14:30:05. */
export const formatClock = (at: number | string) =>
  clockTime.format(new Date(at));
