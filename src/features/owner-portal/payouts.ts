/** How the portal shows an owner's payout account and payouts (the words: @/lib/payouts). */

/** "••••6789": enough for the owner to recognise the account, never the whole number on screen. */
export const maskAccountNumber = (accountNumber: string) =>
  `••••${accountNumber.replace(/\D/g, "").slice(-4)}`;

/** When the money moved (a paid payout) or the payout was started (everything else). */
export const payoutDate = (row: {
  status: string;
  completed_at: string | null;
  created_at: string;
}) =>
  row.status !== "pending" && row.completed_at
    ? row.completed_at
    : row.created_at;
