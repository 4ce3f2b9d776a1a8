import type { ReactNode } from "react";

interface CallToActionProps {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}

/** The closing band of an inner page: one message and its action. */
export function CallToAction({
  id,
  title,
  description,
  children,
}: CallToActionProps) {
  return (
    <section aria-labelledby={id} className="pb-20 md:pb-28">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl border border-primary/30 bg-card px-6 py-12 text-center shadow-elevated md:px-12 md:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 gold-glow"
          />
          <h2 id={id} className="text-3xl text-foreground md:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-pretty text-muted-foreground">
            {description}
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            {children}
          </div>
        </div>
      </div>
    </section>
  );
}
