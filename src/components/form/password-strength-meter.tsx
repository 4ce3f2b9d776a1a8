import { cn } from "@/lib/utils";

import { estimatePasswordStrength } from "./password-strength";

const SEGMENT_TONES = [
  "bg-destructive",
  "bg-destructive",
  "bg-warning",
  "bg-success",
  "bg-success",
] as const;

interface PasswordStrengthMeterProps {
  password: string;
  /** The person's own details (name, e-mail) that make a password easy to guess. */
  personal?: readonly string[];
}

/**
 * How hard the password looks to guess, in words first (the bars repeat it for a glance), so the
 * hint reads the same without colour and to a screen reader through the field's description.
 */
export function PasswordStrengthMeter({
  password,
  personal,
}: PasswordStrengthMeterProps) {
  if (!password)
    return (
      <span>Use at least 6 characters; a few unrelated words work well.</span>
    );
  const { score, label, advice } = estimatePasswordStrength(password, personal);
  return (
    <span className="grid gap-1.5" data-score={score}>
      <span aria-hidden="true" className="grid grid-cols-4 gap-1">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={cn(
              "h-1 rounded-full",
              segment <= Math.max(score, 1) ? SEGMENT_TONES[score] : "bg-muted",
            )}
          />
        ))}
      </span>
      <span aria-live="polite">
        <span className="font-medium text-foreground">
          Strength estimate: {label}.
        </span>
        {advice ? ` ${advice}` : null}
      </span>
    </span>
  );
}
