import { howItWorks } from "../content/home";
import { MarketingSection } from "./marketing-section";
import { SectionHeading } from "./section-heading";

export function HowItWorksSection() {
  return (
    <MarketingSection labelledBy="how-it-works-title" tone="raised">
      <SectionHeading
        id="how-it-works-title"
        eyebrow="Four simple steps"
        title="How It Works"
      />
      <ol className="mt-12 grid gap-8 sm:grid-cols-2 md:mt-16 lg:grid-cols-4">
        {howItWorks.map(({ icon: Icon, title, description }, index) => (
          <li key={title} className="relative">
            <div className="flex items-center gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-full border border-primary/50 bg-background font-display text-lg text-primary">
                {index + 1}
              </span>
              <span
                aria-hidden="true"
                className="hidden h-px flex-1 bg-gradient-to-r from-primary/40 to-transparent lg:block"
              />
            </div>
            <h3 className="mt-5 flex items-center gap-2 text-xl text-foreground">
              <Icon className="size-5 shrink-0 text-primary" aria-hidden />
              {title}
            </h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {description}
            </p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
