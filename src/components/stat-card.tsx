import type { ReactNode } from "react";

import { cn } from "@/lib/utils";
import { Skeleton } from "@/components/ui/skeleton";

/** One headline number of a dashboard: a label, the value (or a skeleton while it loads). */
export function StatCard({
  label,
  value,
  icon,
  hint,
  loading = false,
  className,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
  hint?: ReactNode;
  loading?: boolean;
  className?: string;
}) {
  return (
    <section
      aria-label={label}
      aria-busy={loading || undefined}
      className={cn(
        "flex flex-col gap-2 rounded-2xl border border-border/80 bg-card p-4 shadow-soft sm:p-5",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        {icon ? (
          <span aria-hidden="true" className="text-primary [&>svg]:size-4">
            {icon}
          </span>
        ) : null}
      </div>
      {loading ? (
        <Skeleton className="h-8 w-24" />
      ) : (
        <p className="font-display text-xl break-words text-foreground tabular-nums sm:text-3xl">
          {value}
        </p>
      )}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </section>
  );
}
