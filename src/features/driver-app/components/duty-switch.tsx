import { cn } from "@/lib/utils";

/** A large on/off switch (a button with role switch) that a thumb hits without looking twice. */
export function DutySwitch({
  checked,
  onCheckedChange,
  disabled,
  labelledBy,
  describedBy,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  labelledBy: string;
  describedBy?: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={() => onCheckedChange(!checked)}
      className="group inline-flex h-12 w-20 shrink-0 cursor-pointer items-center rounded-full outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50"
    >
      <span
        aria-hidden
        className={cn(
          "flex h-9 w-full items-center rounded-full border p-1 transition-colors",
          checked
            ? "border-primary bg-primary/90"
            : "border-border bg-secondary",
        )}
      >
        <span
          className={cn(
            "size-7 rounded-full shadow-soft transition-transform motion-reduce:transition-none",
            checked
              ? "translate-x-11 bg-primary-foreground"
              : "translate-x-0 bg-muted-foreground",
          )}
        />
      </span>
    </button>
  );
}
