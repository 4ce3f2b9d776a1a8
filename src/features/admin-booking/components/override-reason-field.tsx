import { useId } from "react";

import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * Why a vehicle whose class or seats do not suit the ride is sent anyway: it is kept on the
 * booking, so the action log shows who decided it and why.
 */
export function OverrideReasonField({
  refusal,
  value,
  error,
  onChange,
}: {
  refusal: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5 rounded-lg border border-warning/40 bg-warning/5 p-3">
      <Label htmlFor={id}>Reason for the override</Label>
      <p id={`${id}-refusal`} className="text-xs text-muted-foreground">
        {refusal} Say why it goes anyway.
      </p>
      <Textarea
        id={id}
        value={value}
        rows={2}
        required
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-refusal ${id}-error` : `${id}-refusal`}
        placeholder="e.g. The rider agreed to the nearest car."
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
