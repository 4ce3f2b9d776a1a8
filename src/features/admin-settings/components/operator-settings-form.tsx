import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useForm, type FieldPath, type FieldValues } from "react-hook-form";

import { formatNaira } from "@/lib/money";
import { notify } from "@/lib/toast";
import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import {
  FormField,
  type FormFieldShellProps,
} from "@/components/form/form-field";
import { NumberField } from "@/components/form/number-field";

import { useSaveOperatorSettings } from "../api/mutations";
import { settingsQueries } from "../api/queries";
import {
  formToOperatorSettings,
  MAX_FREE_CANCELLATION_MINUTES,
  MAX_LATE_CANCELLATION_FEE_KOBO,
  operatorSettingsFormSchema,
  operatorSettingsToForm,
  type OperatorSettings,
} from "../schemas";

/**
 * The operator's business settings: the commission rate and, beside it, the cancellation cut-off
 * and the fee kept after it; below, whether administrators must use two-factor authentication.
 */
export function OperatorSettingsPanel() {
  const settings = useQuery(settingsQueries.operator());
  if (settings.isPending) return <Skeleton className="h-40 w-full max-w-xl" />;
  if (settings.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-foreground">Error fetching data</p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void settings.refetch()}
        >
          <RotateCw aria-hidden />
          Try again
        </Button>
      </div>
    );
  return <OperatorSettingsForm settings={settings.data} />;
}

function OperatorSettingsForm({ settings }: { settings: OperatorSettings }) {
  const save = useSaveOperatorSettings();
  const form = useForm({
    resolver: zodResolver(operatorSettingsFormSchema),
    defaultValues: operatorSettingsToForm(settings),
  });

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(formToOperatorSettings(values), {
      onSuccess: (saved) => {
        notify(
          "Settings Saved",
          `Commission ${saved.commission_rate_bps / 100} %; riders cancel free until ${saved.free_cancellation_minutes} minutes before pickup, then ${formatNaira(saved.late_cancellation_fee_kobo)} is kept from a paid ride; two-factor authentication ${saved.require_admin_second_factor ? "required" : "optional"} for administrators.`,
        );
        form.reset(operatorSettingsToForm(saved));
      },
    });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField
          control={form.control}
          name="commissionPercent"
          id="settings-commission-percent"
          label="Commission rate (%)"
          description="Kept from each vehicle's monthly revenue when a month is closed."
          inputMode="decimal"
          min={0}
          max={100}
          step={0.01}
          required
        />
        <NumberField
          control={form.control}
          name="freeCancellationMinutes"
          id="settings-free-cancellation-minutes"
          label="Free cancellation cut-off (minutes)"
          description="Riders cancel online free of charge until this long before pickup; after it, they call us."
          min={0}
          max={MAX_FREE_CANCELLATION_MINUTES}
          step={1}
          required
        />
        <NumberField
          control={form.control}
          name="lateCancellationFee"
          id="settings-late-cancellation-fee"
          label="Late cancellation fee (NGN)"
          description="Kept from a paid ride cancelled after the free-cancellation cut-off; the rest is refunded."
          inputMode="decimal"
          min={0}
          max={MAX_LATE_CANCELLATION_FEE_KOBO / 100}
          step={0.01}
          required
        />
      </div>
      <SwitchField
        control={form.control}
        name="requireAdminSecondFactor"
        id="settings-require-admin-second-factor"
        label="Require two-factor authentication for administrators"
        description="Every administrator then signs in with a code from an authenticator app; one without it is asked to set it up before any admin screen. Set it up for your own account first."
      />
      <Button
        type="submit"
        className="w-full sm:w-fit"
        disabled={save.isPending}
      >
        {save.isPending ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}

/** An on/off setting bound to the form: a switch named by its label, described below it. */
function SwitchField<T extends FieldValues, N extends FieldPath<T>>(
  props: FormFieldShellProps<T, N>,
) {
  return (
    <FormField
      {...props}
      render={({ field, controlProps }) => {
        const checked = field.value === true;
        return (
          <button
            {...controlProps}
            ref={field.ref}
            type="button"
            role="switch"
            aria-checked={checked}
            onClick={() => field.onChange(!checked)}
            onBlur={field.onBlur}
            className="group inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50"
          >
            <span
              aria-hidden
              className={cn(
                "flex h-7 w-full items-center rounded-full border p-0.5 transition-colors",
                checked
                  ? "border-primary bg-primary/90"
                  : "border-border bg-secondary",
              )}
            >
              <span
                className={cn(
                  "size-5 rounded-full shadow-soft transition-transform motion-reduce:transition-none",
                  checked
                    ? "translate-x-5 bg-primary-foreground"
                    : "translate-x-0 bg-muted-foreground",
                )}
              />
            </span>
          </button>
        );
      }}
    />
  );
}
