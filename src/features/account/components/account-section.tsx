import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

/** One panel of the account page: a titled, labelled region. */
export function AccountSection({
  id,
  title,
  description,
  tone = "plain",
  children,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  tone?: "plain" | "danger";
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className={cn(
        "grid scroll-mt-28 gap-5 rounded-2xl border bg-card p-5 shadow-soft sm:p-6",
        tone === "danger" ? "border-destructive/50" : "border-border/80",
      )}
    >
      <div className="grid gap-1.5">
        <h2
          id={`${id}-title`}
          className="font-display text-2xl text-foreground"
        >
          {title}
        </h2>
        {description ? (
          <p className="text-sm leading-relaxed text-muted-foreground">
            {description}
          </p>
        ) : null}
      </div>
      {children}
    </section>
  );
}
