import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useForm } from "react-hook-form";

import { toUserMessage } from "@/lib/errors";
import { Button } from "@/components/ui/button";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";

import type { useVerifyPayoutAccount } from "../api/mutations";
import { payoutQueries } from "../api/payout-queries";
import { payoutAccountDefaults, payoutAccountFormSchema } from "../schemas";

/**
 * Bank and 10-digit number; Verify account has the payouts function resolve the name with the bank
 * and save the account. A refusal ("We could not find that account…") shows under the fields and
 * everything typed stays.
 */
export function PayoutAccountForm({
  verify,
  onCancel,
  onVerified,
}: {
  verify: ReturnType<typeof useVerifyPayoutAccount>;
  onCancel?: (() => void) | undefined;
  onVerified: () => void;
}) {
  const banks = useQuery(payoutQueries.banks());
  const form = useForm({
    resolver: zodResolver(payoutAccountFormSchema),
    defaultValues: payoutAccountDefaults,
  });
  // A bank listed twice (a code shared by two names) would give the select two equal values.
  const options = useMemo(() => {
    const seen = new Set<string>();
    return (banks.data ?? [])
      .filter((bank) => !seen.has(bank.code) && seen.add(bank.code))
      .map((bank) => ({ value: bank.code, label: bank.name }));
  }, [banks.data]);

  const onSubmit = form.handleSubmit((values) =>
    verify.mutate(values, { onSuccess: () => onVerified() }),
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Payout account"
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={form.control}
          name="bankCode"
          id="payout-account-bank"
          label="Bank"
          options={options}
          placeholder={banks.isPending ? "Loading banks…" : "Choose your bank"}
          disabled={!banks.data}
          required
        />
        <TextField
          control={form.control}
          name="accountNumber"
          id="payout-account-number"
          label="Account number"
          description="The 10-digit NUBAN on your statement."
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
          required
        />
      </div>
      {banks.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-danger">We could not load the list of banks.</p>
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => void banks.refetch()}
          >
            <RotateCw aria-hidden />
            Try again
          </Button>
        </div>
      ) : null}
      {verify.isError ? (
        <p role="alert" className="text-sm text-danger">
          {toUserMessage(verify.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          type="submit"
          className="w-full sm:w-fit"
          disabled={verify.isPending}
        >
          {verify.isPending ? "Verifying…" : "Verify account"}
        </Button>
        {onCancel ? (
          <Button
            type="button"
            variant="ghost"
            className="w-full sm:w-fit"
            onClick={onCancel}
          >
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
