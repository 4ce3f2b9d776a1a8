import type { ReactNode } from "react";

import { cn } from "@/lib/utils";
import { BrandLogo } from "@/components/brand-logo";

interface GuardPageProps {
  /** The page stands alone (no site chrome around it), so it brings its own landmark and logo. */
  standalone?: boolean;
  /** Names the landmark: the id of its heading, or a label when the heading is inside a form. */
  labelledBy?: string;
  label?: string;
  /** The card's width and inner spacing. */
  cardClassName: string;
  children: ReactNode;
}

/** The centred card a guard shows in place of the area it holds back. */
export function GuardPage({
  standalone,
  labelledBy,
  label,
  cardClassName,
  children,
}: GuardPageProps) {
  const Landmark = standalone ? "main" : "section";
  return (
    <Landmark
      id={standalone ? "main" : undefined}
      aria-labelledby={labelledBy}
      aria-label={label}
      className={cn(
        "grid place-items-center px-5",
        standalone ? "min-h-dvh py-16" : "pt-32 pb-24 md:pt-40",
      )}
    >
      <div
        className={cn(
          "grid w-full gap-6 rounded-2xl border border-border bg-card/80 px-6 shadow-elevated",
          cardClassName,
        )}
      >
        {standalone ? <BrandLogo /> : null}
        {children}
      </div>
    </Landmark>
  );
}
