import { cn } from "@/lib/utils";

import type { Feature } from "../content/types";

interface FeatureGridProps {
  items: readonly Feature[];
  className?: string;
}

export function FeatureGrid({ items, className }: FeatureGridProps) {
  return (
    <ul
      className={cn(
        "mt-12 grid gap-5 sm:grid-cols-2 md:mt-16 lg:grid-cols-4",
        className,
      )}
    >
      {items.map(({ icon: Icon, title, description }) => (
        <li
          key={title}
          className="rounded-2xl border border-border/80 bg-card p-6 shadow-soft"
        >
          <span className="grid size-11 place-items-center rounded-xl border border-primary/30 bg-primary/10 text-primary">
            <Icon className="size-5" aria-hidden />
          </span>
          <h3 className="mt-5 text-xl text-foreground">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
            {description}
          </p>
        </li>
      ))}
    </ul>
  );
}
