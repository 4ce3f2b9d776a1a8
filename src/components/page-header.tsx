import type { ReactNode } from "react";

import { cn } from "@/lib/utils";

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  description: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function PageHeader({
  eyebrow,
  title,
  description,
  children,
  className,
}: PageHeaderProps) {
  return (
    <header
      className={cn(
        "relative isolate overflow-hidden border-b border-border/60 pt-32 pb-16 md:pt-40 md:pb-20",
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-80 gold-glow"
      />
      <div className="container-page max-w-3xl text-center">
        {eyebrow ? (
          <p className="mb-4 text-eyebrow font-semibold text-primary uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1 className="text-title text-foreground">{title}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-muted-foreground">
          {description}
        </p>
        {children ? (
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {children}
          </div>
        ) : null}
      </div>
    </header>
  );
}
