import { LAGOS_TIME_ZONE, lagosDate } from "@/lib/dates";

const lagosClock = new Intl.DateTimeFormat("en-GB", {
  timeZone: LAGOS_TIME_ZONE,
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** An instant as the form's Lagos date and HH:mm time fields hold it. */
export function lagosDateAndTime(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  return { date: lagosDate(at), time: lagosClock.format(at) };
}
