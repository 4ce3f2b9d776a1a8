import { zodResolver } from "@hookform/resolvers/zod";
import { useQuery } from "@tanstack/react-query";
import { RotateCw } from "lucide-react";
import { useForm } from "react-hook-form";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { NumberField } from "@/components/form/number-field";

import { useSaveOperatorSettings } from "../api/mutations";
import { settingsQueries } from "../api/queries";
import {
  formToOperatorSettings,
  MAX_FREE_CANCELLATION_MINUTES,
  operatorSettingsFormSchema,
  operatorSettingsToForm,
  type OperatorSettings,
} from "../schemas";

/** The operator's business settings: the commission rate and, beside it, the cancellation cut-off. */
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
          `Commission ${saved.commission_rate_bps / 100} %; riders cancel free until ${saved.free_cancellation_minutes} minutes before pickup.`,
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
      </div>
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
