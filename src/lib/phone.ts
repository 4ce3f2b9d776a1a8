/** Nigerian mobile numbers: a 7, 8 or 9 then a 0 or 1, then eight digits (after +234 or 0). */
const NATIONAL_MOBILE = /^[789][01]\d{8}$/;
const SEPARATORS = /[\s().-]/g;

function nationalDigits(input: string): string | null {
  const compact = input.trim().replace(SEPARATORS, "");
  const match =
    /^\+?2340?(\d{10})$/.exec(compact) ??
    /^0(\d{10})$/.exec(compact) ??
    /^(\d{10})$/.exec(compact);
  const digits = match?.[1];
  return digits && NATIONAL_MOBILE.test(digits) ? digits : null;
}

/**
 * Normalises what a person types (`0803 123 4567`, `+234 803-123-4567`, `234(0)8031234567`)
 * to E.164 (`+2348031234567`), the form the database stores; null when it is not a Nigerian mobile.
 */
export function normalizeNigerianPhone(input: string): string | null {
  const digits = nationalDigits(input);
  return digits ? `+234${digits}` : null;
}

export function isNigerianMobile(input: string): boolean {
  return nationalDigits(input) !== null;
}

/** `+234 803 123 4567` for display; the input unchanged when it is not a Nigerian mobile. */
export function formatNigerianPhone(input: string): string {
  const digits = nationalDigits(input);
  if (!digits) return input;
  return `+234 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
}
