/** Seats left for passengers once the driver sits down: capacity minus one, never below one. */
export function passengerCount(seatingCapacity: number): number {
  return Math.max(Math.floor(seatingCapacity) - 1, 1);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** The badge text, e.g. "5 seats · 4 passengers". */
export function seatingLabel(seatingCapacity: number): string {
  return `${plural(seatingCapacity, "seat")} · ${plural(passengerCount(seatingCapacity), "passenger")}`;
}
