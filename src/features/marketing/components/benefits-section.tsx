import type { Feature } from "../content/types";
import { FeatureGrid } from "./feature-grid";
import { MarketingSection } from "./marketing-section";
import { SectionHeading } from "./section-heading";

interface BenefitsSectionProps {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  items: readonly Feature[];
  columns?: 3 | 4;
}

export function BenefitsSection({
  id,
  eyebrow,
  title,
  description,
  items,
  columns = 4,
}: BenefitsSectionProps) {
  return (
    <MarketingSection labelledBy={id}>
      <SectionHeading
        id={id}
        eyebrow={eyebrow}
        title={title}
        description={description}
      />
      <FeatureGrid
        items={items}
        className={columns === 3 ? "lg:grid-cols-3" : undefined}
      />
    </MarketingSection>
  );
}
