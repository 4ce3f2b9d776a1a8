const nairaFormat = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
});
const wholeNairaFormat = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
  maximumFractionDigits: 0,
});

/** Money is stored in kobo (1/100 naira); the screen shows naira. */
export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

export function formatNaira(kobo: number): string {
  return nairaFormat.format(koboToNaira(kobo));
}

/** Kobo as whole naira for a headline figure ("₦325,065,600"); kobo do not matter at a glance. */
export function formatWholeNaira(kobo: number): string {
  return wholeNairaFormat.format(Math.round(koboToNaira(kobo)));
}

/** An amount of naira as a person types it in a form: whole naira, optionally with kobo ("12500.50"). */
export function isNairaText(text: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(text.trim());
}

/** Naira as typed ("12500.5") to kobo, without floating-point drift. */
export function nairaTextToKobo(text: string): number {
  const [whole = "0", fraction = ""] = text.trim().split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

/** Kobo as the text an amount field holds ("12500" or "12500.50"). */
export function koboToNairaText(kobo: number): string {
  return kobo % 100 === 0 ? String(kobo / 100) : (kobo / 100).toFixed(2);
}
