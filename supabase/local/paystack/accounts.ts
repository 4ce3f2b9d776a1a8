import { createHash } from "node:crypto";

/**
 * How the stand-in's banks treat an account number (supabase/local/README.md, "Paystack
 * stand-in", lists these for people writing tests):
 * - ending in 404: no such account (`GET /bank/resolve` answers 422, a recipient cannot be made);
 * - ending in 0000: transfers to it fail (`transfer.failed`);
 * - ending in 9999: transfers succeed, then come back (`transfer.success`, then `transfer.reversed`);
 * - any other 10 digits: a real-looking holder's name, the same every time.
 */
export type AccountOutcome = "unknown" | "fails" | "reverses" | "succeeds";

export function accountOutcome(accountNumber: string): AccountOutcome {
  if (!/^\d{10}$/.test(accountNumber) || accountNumber.endsWith("404"))
    return "unknown";
  if (accountNumber.endsWith("0000")) return "fails";
  if (accountNumber.endsWith("9999")) return "reverses";
  return "succeeds";
}

const FIRST = [
  "ADAEZE",
  "CHINEDU",
  "FOLASADE",
  "OLUWASEUN",
  "NGOZI",
  "EMEKA",
  "AMINA",
  "TUNDE",
  "IFEOMA",
  "BABATUNDE",
  "YETUNDE",
  "OBINNA",
  "HAUWA",
  "KELECHI",
  "TEMITOPE",
  "USMAN",
  "CHIAMAKA",
  "SEGUN",
  "ZAINAB",
  "IKECHUKWU",
];
const LAST = [
  "OKONKWO",
  "ADEYEMI",
  "BELLO",
  "EZE",
  "OGUNLEYE",
  "NWOSU",
  "ABUBAKAR",
  "ADEBAYO",
  "OKAFOR",
  "IBRAHIM",
  "OLADIPO",
  "CHUKWU",
  "LAWAL",
  "OKORO",
  "BALOGUN",
  "MUSA",
  "AKINWALE",
  "UCHE",
  "SANNI",
  "OBI",
];

/** Upper case, as banks return holders' names, from a hash of bank and number. */
export function accountName(accountNumber: string, bankCode: string): string {
  const digest = createHash("sha256")
    .update(`${bankCode}:${accountNumber}`)
    .digest();
  const first = FIRST[digest[0]! % FIRST.length]!;
  const middle = FIRST[digest[1]! % FIRST.length]!;
  const last = LAST[digest[2]! % LAST.length]!;
  return middle === first ? `${first} ${last}` : `${first} ${middle} ${last}`;
}
