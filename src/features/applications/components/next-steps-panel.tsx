import type { ReactNode } from "react";

import type { Step } from "../content";

interface NextStepsPanelProps {
  eyebrow: string;
  titleId: string;
  title: string;
  steps: readonly Step[];
  children?: ReactNode;
}

/** The column beside a form: what happens after the visitor presses submit. */
export function NextStepsPanel({
  eyebrow,
  titleId,
  title,
  steps,
  children,
}: NextStepsPanelProps) {
  return (
    <aside aria-labelledby={titleId} className="lg:sticky lg:top-28">
      <p className="mb-3 text-eyebrow font-semibold text-primary uppercase">
        {eyebrow}
      </p>
      <h2 id={titleId} className="text-3xl text-foreground">
        {title}
      </h2>
      <ol className="mt-8 grid gap-6">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full border border-primary/40 font-display text-lg text-primary"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-medium text-foreground">{step.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {step.body}
              </p>
            </div>
          </li>
        ))}
      </ol>
      {children ? <div className="mt-10">{children}</div> : null}
    </aside>
  );
}
