import type { Recipient } from "./store.ts";

/**
 * The transfer recipients the demo data (supabase/seed.sql, owner_bank_accounts) already holds, as
 * if created earlier on this Paystack account: a stand-in starts empty, and without them paying the
 * demo owners through Paystack would fail with "Recipient not found".
 */
const DEMO: readonly Omit<Recipient, "id" | "createdAt" | "updatedAt">[] = [
  {
    code: "RCP_ekldemo0tunde",
    name: "TUNDE OLUWASEUN BAKARE",
    accountNumber: "0211045683",
    accountName: "TUNDE OLUWASEUN BAKARE",
    bankCode: "058",
    bankName: "Guaranty Trust Bank",
    currency: "NGN",
    description: "",
    email: null,
    metadata: null,
  },
  {
    code: "RCP_ekldemo0folake",
    name: "FOLAKE TITILAYO ADEYEMI",
    accountNumber: "2087731904",
    accountName: "FOLAKE TITILAYO ADEYEMI",
    bankCode: "057",
    bankName: "Zenith Bank",
    currency: "NGN",
    description: "",
    email: null,
    metadata: null,
  },
];

export function addDemoRecipients(
  recipients: Map<string, Recipient>,
  nextId: () => number,
): void {
  const stamp = new Date().toISOString();
  for (const recipient of DEMO)
    recipients.set(recipient.code, {
      ...recipient,
      id: nextId(),
      createdAt: stamp,
      updatedAt: stamp,
    });
}
