/**
 * Paystack's documented test cards (paystack.com/docs/payments/test-payments), each doing here
 * what it does in Paystack's test mode. Any future expiry and any 3-digit CVV are accepted; the
 * listed CVV is what Paystack's page shows.
 */
export interface TestCard {
  number: string;
  cvv: string;
  label: string;
  outcome: "success" | "otp" | "declined" | "insufficient";
}

export const TEST_CARDS: TestCard[] = [
  {
    number: "4084084084084081",
    cvv: "408",
    label: "Succeeds, no further step",
    outcome: "success",
  },
  {
    number: "4084080000000409",
    cvv: "000",
    label: "Asks your bank for a one-time code (123456), then succeeds",
    outcome: "otp",
  },
  {
    number: "4084080000005408",
    cvv: "001",
    label: "Declined",
    outcome: "declined",
  },
  {
    number: "4084080000670037",
    cvv: "787",
    label: "Declined: insufficient funds",
    outcome: "insufficient",
  },
];

/** The code the bank-authentication step accepts, as on Paystack's test page. */
export const TEST_OTP = "123456";

export const DECLINES = {
  declined: "Declined",
  insufficient: "Insufficient Funds",
} as const;

export function findTestCard(input: string): TestCard | undefined {
  const digits = input.replace(/[\s-]/g, "");
  return TEST_CARDS.find((card) => card.number === digits);
}

/** "4084 0840 8408 4081": groups of four, as printed on a card. */
export function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** MM/YY in the future (this month included), or undefined. */
export function parseExpiry(
  input: string,
  today = new Date(),
): { month: string; year: string } | undefined {
  const match = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(input);
  if (!match) return undefined;
  const [, month, yy] = match as unknown as [string, string, string];
  const year = 2000 + Number(yy);
  const current = today.getUTCFullYear() * 12 + today.getUTCMonth();
  if (year * 12 + Number(month) - 1 < current) return undefined;
  return { month, year: String(year) };
}
