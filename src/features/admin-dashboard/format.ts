const wholeNaira = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  maximumFractionDigits: 0,
});

/** Kobo as whole naira for a headline figure ("₦325,065,600"); kobo do not matter at a glance. */
export function formatWholeNaira(kobo: number): string {
  return wholeNaira.format(Math.round(kobo / 100));
}
