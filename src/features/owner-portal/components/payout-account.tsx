import { useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, Landmark, RotateCw } from "lucide-react";

import { formatIsoDate, lagosDate } from "@/lib/dates";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { useVerifyPayoutAccount } from "../api/mutations";
import { payoutQueries } from "../api/payout-queries";
import { maskAccountNumber } from "../payouts";
import type { PayoutAccount } from "../types";
import { PayoutAccountForm } from "./payout-account-form";

/**
 * Where the owner's payouts are sent: the verified account, or the form that verifies one with the
 * bank (Paystack's account-name resolution) before it is saved.
 */
export function PayoutAccountPanel() {
  const account = useQuery(payoutQueries.account());
  // The panel holds the verification so its outcome outlives the form it replaces.
  const verify = useVerifyPayoutAccount();
  const [editing, setEditing] = useState(false);

  if (account.isPending)
    return <Skeleton className="h-32 w-full rounded-2xl" />;
  if (account.isError && account.data === undefined)
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-center gap-3 rounded-2xl border border-border/80 p-6 text-sm text-muted-foreground"
      >
        Error fetching your payout account
        <Button
          variant="outline"
          size="sm"
          onClick={() => void account.refetch()}
        >
          <RotateCw aria-hidden />
          Try again
        </Button>
      </div>
    );
  if (account.data && !editing)
    return (
      <SavedAccount
        account={account.data}
        justVerified={verify.isSuccess}
        onChange={() => {
          verify.reset();
          setEditing(true);
        }}
      />
    );
  return (
    <div className="grid gap-4 rounded-2xl border border-border/80 bg-card p-4 shadow-soft sm:p-6">
      <p className="text-sm text-muted-foreground">
        {account.data
          ? "Enter the new account. The one on file stays until the new one is verified."
          : "Add the bank account your payouts should go to. We check the account name with your bank before saving it."}
      </p>
      <PayoutAccountForm
        verify={verify}
        onCancel={
          account.data
            ? () => {
                verify.reset();
                setEditing(false);
              }
            : undefined
        }
        onVerified={() => setEditing(false)}
      />
    </div>
  );
}

function SavedAccount({
  account,
  justVerified,
  onChange,
}: {
  account: PayoutAccount;
  justVerified: boolean;
  onChange: () => void;
}) {
  const number = maskAccountNumber(account.account_number);
  return (
    <div className="grid gap-4 rounded-2xl border border-border/80 bg-card p-4 shadow-soft sm:p-6">
      {justVerified ? (
        <p
          role="status"
          className="flex items-center gap-2 rounded-xl border border-success/40 bg-success/10 px-3 py-2 text-sm text-success"
        >
          <BadgeCheck className="size-4 shrink-0" aria-hidden />
          Account verified: your bank says it belongs to {account.account_name}.
        </p>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex min-w-0 items-start gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary">
            <Landmark className="size-5" aria-hidden />
          </span>
          <dl
            aria-label="Payout account on file"
            className="grid min-w-0 gap-1"
          >
            <dt className="sr-only">Account name</dt>
            <dd className="font-medium [overflow-wrap:anywhere] text-foreground">
              {account.account_name}
            </dd>
            <dt className="sr-only">Bank and account number</dt>
            <dd className="text-sm text-muted-foreground">
              {account.bank_name}{" "}
              <span className="tabular-nums" aria-hidden>
                {number}
              </span>
              <span className="sr-only">account ending {number.slice(-4)}</span>
            </dd>
            <dt className="sr-only">Status</dt>
            <dd className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
              <Badge variant="success">
                <BadgeCheck aria-hidden />
                Verified
              </Badge>
              {`on ${formatIsoDate(lagosDate(new Date(account.verified_at)))}`}
            </dd>
          </dl>
        </div>
        <Button variant="outline" onClick={onChange}>
          Change account
        </Button>
      </div>
    </div>
  );
}
