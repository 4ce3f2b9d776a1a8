import { useWatch, type Control } from "react-hook-form";

import { formatNaira } from "@/lib/money";
import { payoutMethodLabels } from "@/lib/payouts";
import { ChoiceField, type ChoiceOption } from "@/components/form/choice-field";
import { TextField } from "@/components/form/text-field";

import type { PayOwnersFormValues } from "../schemas";
import type { PayoutMethod, PayoutPlanRow } from "../types";

// Paystack can only send to an account the owner verified in their portal.
function methodOptions(row: PayoutPlanRow): ChoiceOption<PayoutMethod>[] {
  const bank: ChoiceOption<PayoutMethod> = {
    value: "bank_transfer",
    label: payoutMethodLabels.bank_transfer,
  };
  return row.can_transfer
    ? [
        {
          value: "paystack_transfer",
          label: payoutMethodLabels.paystack_transfer,
        },
        bank,
      ]
    : [bank];
}

/** One owner's line in Pay owners: who, how much, and how the money goes. */
export function OwnerPayoutFields({
  control,
  index,
  row,
}: {
  control: Control<PayOwnersFormValues>;
  index: number;
  row: PayoutPlanRow;
}) {
  const method = useWatch({ control, name: `payouts.${index}.method` });
  return (
    <div
      role="group"
      aria-label={row.owner_name}
      className="grid gap-3 rounded-xl border border-border p-3"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <p className="font-medium">{row.owner_name}</p>
          <p className="text-xs text-muted-foreground">
            {[
              row.vehicles === 1 ? "1 vehicle" : `${row.vehicles} vehicles`,
              row.account_label ?? "No verified bank account",
            ]
              .slice(row.vehicles > 0 ? 0 : 1)
              .join(" · ")}
          </p>
        </div>
        <p className="font-medium tabular-nums">
          {formatNaira(row.amount_kobo)}
        </p>
      </div>
      <ChoiceField
        control={control}
        name={`payouts.${index}.method`}
        label="Method"
        options={methodOptions(row)}
      />
      {method === "bank_transfer" ? (
        <TextField
          control={control}
          name={`payouts.${index}.bank_reference`}
          label="Transfer reference"
          required
          autoComplete="off"
          description="The reference on your bank's transfer receipt."
        />
      ) : null}
    </div>
  );
}
