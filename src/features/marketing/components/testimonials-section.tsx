import { Quote } from "lucide-react";

import { testimonials } from "../content/testimonials";
import { MarketingSection } from "./marketing-section";
import { SectionHeading } from "./section-heading";

export function TestimonialsSection() {
  return (
    <MarketingSection labelledBy="testimonials-title">
      <SectionHeading
        id="testimonials-title"
        eyebrow="Testimonials"
        title="What Our Clients Say"
      />
      <ul className="mt-12 grid gap-5 md:mt-16 lg:grid-cols-3">
        {testimonials.map(({ name, company, quote, photo }) => (
          <li key={name}>
            <figure className="flex h-full flex-col rounded-2xl border border-border/80 bg-card p-7 shadow-soft">
              <Quote className="size-7 text-primary" aria-hidden />
              <blockquote className="mt-5 flex-1 text-base leading-relaxed text-pretty text-foreground">
                <p>{quote}</p>
              </blockquote>
              <figcaption className="mt-7 flex items-center gap-4 border-t border-border/70 pt-6">
                <img
                  src={photo.src}
                  alt={photo.description}
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                  className="size-14 shrink-0 rounded-full ring-1 ring-primary/40"
                />
                <span>
                  <span className="block font-medium text-foreground">
                    {name}
                  </span>
                  <span className="text-sm text-muted-foreground">
                    {company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </MarketingSection>
  );
}
