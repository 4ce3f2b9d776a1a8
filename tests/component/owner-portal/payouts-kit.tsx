import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";

import OwnerPayoutSections from "@/features/owner-portal/components/owner-payout-sections";
import type {
  Bank,
  OwnerPayout,
  PayoutAccount,
} from "@/features/owner-portal/types";

import { server } from "../../support/msw-server";
import { createTestQueryClient, TestProviders } from "../../support/render-app";

export const PAYOUTS = "*/rest/v1/owner_payouts";
export const ACCOUNT = "*/rest/v1/owner_bank_accounts";
export const BANKS = "*/functions/v1/payouts/banks";
export const BANK_ACCOUNT = "*/functions/v1/payouts/bank-account";

export const BANK_LIST: Bank[] = [
  { name: "Access Bank", code: "044" },
  { name: "Guaranty Trust Bank", code: "058" },
  { name: "Zenith Bank", code: "057" },
];

export const GTB_ACCOUNT: PayoutAccount = {
  bank_code: "058",
  bank_name: "Guaranty Trust Bank",
  account_number: "0123456789",
  account_name: "ADA OBI",
  verified_at: "2026-11-20T09:15:00Z",
};

export const payout = (overrides: Partial<OwnerPayout> = {}): OwnerPayout => ({
  id: "70000000-0000-4000-8000-000000000001",
  period: "2026-10-01",
  amount_kobo: 369_500_000,
  method: "paystack_transfer",
  status: "succeeded",
  reference: "PO-202610-1a2b3c4d",
  bank_reference: null,
  account_label: "GTBank ••••6789 · Ada Obi",
  failure_reason: null,
  created_at: "2026-11-02T08:00:00Z",
  completed_at: "2026-11-02T08:05:00Z",
  ...overrides,
});

/**
 * Answers the portal's payout reads: the payouts (honouring PostgREST's limit, as the table
 * would), the saved account (an array: maybeSingle reads its first row) and the bank list.
 */
export function servePayouts({
  payouts = [] as OwnerPayout[],
  account = null as PayoutAccount | null,
  banks = BANK_LIST,
} = {}) {
  const asked: URL[] = [];
  server.use(
    http.get(PAYOUTS, ({ request }) => {
      const url = new URL(request.url);
      asked.push(url);
      const limit = Number(url.searchParams.get("limit") ?? payouts.length);
      return HttpResponse.json(payouts.slice(0, limit));
    }),
    http.get(ACCOUNT, () => HttpResponse.json(account ? [account] : [])),
    http.get(BANKS, () => HttpResponse.json({ banks })),
  );
  return asked;
}

/** The two payout sections as the dashboard shows them under the figures. */
export function renderPayoutSections() {
  const queryClient = createTestQueryClient();
  return {
    user: userEvent.setup(),
    queryClient,
    ...render(
      <TestProviders queryClient={queryClient}>
        <OwnerPayoutSections />
      </TestProviders>,
    ),
  };
}
