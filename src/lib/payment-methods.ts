/** Paystack's channels as people read them; an unknown one is shown as Paystack names it. */
const channelWords: Record<string, string> = {
  card: "card",
  bank_transfer: "bank transfer",
  bank: "bank account",
  ussd: "USSD",
  qr: "QR code",
  mobile_money: "mobile money",
  apple_pay: "Apple Pay",
  eft: "EFT",
};

interface PaidWith {
  method: string;
  channel: string | null;
}

/** How one payment was made, in running text: "card", "bank transfer", "cash". */
export function paymentMethodWords({ method, channel }: PaidWith): string {
  if (method === "cash") return "cash";
  if (!channel) return "Paystack";
  return channelWords[channel] ?? channel.replace(/_/g, " ");
}

/** The same as a label: "Card", "Bank transfer", "USSD", "Cash". */
export function paymentMethodLabel(row: PaidWith): string {
  const words = paymentMethodWords(row);
  return words.charAt(0).toUpperCase() + words.slice(1);
}
