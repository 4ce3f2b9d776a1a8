import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** A titled section of the dashboard, with an optional slot beside the title. */
export function DashboardPanel({
  title,
  action,
  children,
  className,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = `panel-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className={cn(
        "rounded-2xl border border-border/80 bg-card p-4 shadow-soft sm:p-5",
        className,
      )}
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="font-display text-lg text-foreground">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
