import { useEffect, useId, useRef, type ReactNode } from "react";
import type { LucideIcon } from "lucide-react";

import { cn } from "@/lib/utils";

interface AuthCardProps {
  icon: LucideIcon;
  eyebrow?: string;
  title: string;
  description?: ReactNode;
  /** A refusal (a spent link) rather than a step: the icon says so without colour alone. */
  tone?: "default" | "attention";
  children?: ReactNode;
}

/**
 * The account pages' card in the dark-and-gold look: icon, title, one line, then the step. When
 * the step changes in place, the focus moves to the new title so a screen reader announces it.
 */
export function AuthCard({
  icon: Icon,
  eyebrow,
  title,
  description,
  tone = "default",
  children,
}: AuthCardProps) {
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(title);

  useEffect(() => {
    if (title !== firstTitle.current) heading.current?.focus();
  }, [title]);

  return (
    <section
      aria-labelledby={titleId}
      className="relative isolate overflow-hidden pt-28 pb-20 md:pt-36 md:pb-28"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-96 gold-glow"
      />
      <div className="container-page grid place-items-center">
        <div className="grid w-full max-w-md gap-6 rounded-2xl border border-border bg-card/90 px-5 py-8 shadow-elevated sm:px-8">
          <div className="grid justify-items-center gap-3 text-center">
            <span
              className={cn(
                "grid size-12 place-items-center rounded-full",
                tone === "attention"
                  ? "bg-warning/10 text-warning"
                  : "bg-primary/10 text-primary",
              )}
            >
              <Icon className="size-5" aria-hidden />
            </span>
            {eyebrow ? (
              <p className="text-eyebrow font-semibold text-primary uppercase">
                {eyebrow}
              </p>
            ) : null}
            <h1
              id={titleId}
              ref={heading}
              tabIndex={-1}
              className="text-3xl text-balance text-foreground outline-none"
            >
              {title}
            </h1>
            {description ? (
              <p className="text-sm text-pretty text-muted-foreground">
                {description}
              </p>
            ) : null}
          </div>
          {children}
        </div>
      </div>
    </section>
  );
}
