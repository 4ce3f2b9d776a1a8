/**
 * Nigerian banks as `GET /bank?country=nigeria` lists them: commercial, non-interest and the
 * digital banks riders and owners use most, with their NIBSS/CBN codes (Paystack's `code`).
 */
const BANKS: [name: string, code: string][] = [
  ["Access Bank", "044"],
  ["Citibank Nigeria", "023"],
  ["Ecobank Nigeria", "050"],
  ["Fidelity Bank", "070"],
  ["First Bank of Nigeria", "011"],
  ["First City Monument Bank", "214"],
  ["Globus Bank", "00103"],
  ["Guaranty Trust Bank", "058"],
  ["Jaiz Bank", "301"],
  ["Keystone Bank", "082"],
  ["Kuda Bank", "50211"],
  ["Lotus Bank", "303"],
  ["Moniepoint MFB", "50515"],
  ["OPay Digital Services Limited (OPay)", "999992"],
  ["Optimus Bank Limited", "107"],
  ["PalmPay", "999991"],
  ["Parallex Bank", "104"],
  ["Polaris Bank", "076"],
  ["PremiumTrust Bank", "105"],
  ["Providus Bank", "101"],
  ["Signature Bank Ltd", "106"],
  ["Stanbic IBTC Bank", "221"],
  ["Standard Chartered Bank", "068"],
  ["Sterling Bank", "232"],
  ["SunTrust Bank", "100"],
  ["TAJ Bank", "302"],
  ["Titan Bank", "102"],
  ["Union Bank of Nigeria", "032"],
  ["United Bank For Africa", "033"],
  ["Unity Bank", "215"],
  ["VFD Microfinance Bank Limited", "566"],
  ["Wema Bank", "035"],
  ["Zenith Bank", "057"],
];

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const STAMP = "2020-02-18T08:06:44.000Z";

/** The documented fields of a bank in `GET /bank`'s `data`. */
export const NIGERIAN_BANKS = BANKS.map(([name, code], index) => ({
  name,
  slug: slug(name),
  code,
  longcode: "",
  gateway: null,
  pay_with_bank: false,
  supports_transfer: true,
  active: true,
  is_deleted: false,
  country: "Nigeria",
  currency: "NGN",
  type: "nuban",
  id: index + 1,
  createdAt: STAMP,
  updatedAt: STAMP,
}));

export function bankByCode(code: string) {
  return NIGERIAN_BANKS.find((bank) => bank.code === code);
}
