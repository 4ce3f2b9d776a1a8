import { aboutStats, aboutStory } from "../content/about";
import { MarketingSection } from "./marketing-section";
import { SectionHeading } from "./section-heading";

export function AboutStory() {
  return (
    <MarketingSection labelledBy="about-story-title">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="about-story-title"
            align="start"
            eyebrow="Born in Lagos"
            title="Our Story"
          />
          <div className="mt-6 grid gap-4 leading-relaxed text-muted-foreground">
            {aboutStory.map((paragraph) => (
              <p key={paragraph.slice(0, 24)}>{paragraph}</p>
            ))}
          </div>
        </div>
        <img
          src="/marketing/lagos-island-lagoon.svg"
          alt="Line drawing of the Lagos Island skyline at night across the lagoon, with the Third Mainland Bridge in front"
          width={640}
          height={420}
          loading="lazy"
          decoding="async"
          className="w-full rounded-2xl border border-border/70 shadow-elevated"
        />
      </div>
      <dl className="mt-16 grid grid-cols-2 gap-px overflow-hidden rounded-2xl border border-border/80 bg-border/80 lg:grid-cols-4">
        {aboutStats.map((stat) => (
          <div
            key={stat.label}
            className="flex flex-col gap-1 bg-card px-6 py-8 text-center"
          >
            <dt className="text-sm text-muted-foreground">{stat.label}</dt>
            <dd className="order-first font-display text-4xl text-primary">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
    </MarketingSection>
  );
}
