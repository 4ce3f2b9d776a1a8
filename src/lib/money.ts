const nairaFormat = new Intl.NumberFormat("en-NG", {
  style: "currency",
  currency: "NGN",
});

/** Money is stored in kobo (1/100 naira); the screen shows naira. */
export function koboToNaira(kobo: number): number {
  return kobo / 100;
}

export function formatNaira(kobo: number): string {
  return nairaFormat.format(koboToNaira(kobo));
}
