import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

interface MarketingSectionProps {
  labelledBy: string;
  children: ReactNode;
  className?: string;
  tone?: "plain" | "raised";
}

/** A page band: a labelled region with the site's vertical rhythm. */
export function MarketingSection({
  labelledBy,
  children,
  className,
  tone = "plain",
}: MarketingSectionProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(
        "py-20 md:py-28",
        tone === "raised" && "border-y border-border/60 bg-card/40",
        className,
      )}
    >
      <div className="container-page">{children}</div>
    </section>
  );
}
