import { site } from "@/config/site";

import { whyChoose } from "../content/home";
import { FeatureGrid } from "./feature-grid";
import { MarketingSection } from "./marketing-section";
import { SectionHeading } from "./section-heading";

export function WhyChooseSection() {
  return (
    <MarketingSection labelledBy="why-choose-title">
      <SectionHeading
        id="why-choose-title"
        eyebrow="The EkoLuxe standard"
        title={`Why Choose ${site.name}`}
        description="Premium should mean safe, comfortable and honest. That is what every ride is built on."
      />
      <FeatureGrid items={whyChoose} />
    </MarketingSection>
  );
}
