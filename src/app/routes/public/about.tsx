import { useDocumentTitle } from "@/hooks/use-document-title";
import { PageHeader } from "@/components/page-header";
import { AboutStory } from "@/features/marketing/components/about-story";
import { BenefitsSection } from "@/features/marketing/components/benefits-section";
import { aboutValues } from "@/features/marketing/content/about";

export function Component() {
  useDocumentTitle("About Us");
  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title="About EkoLuxe"
        description="A premium, safe and reliable way to move around Lagos, built on professional drivers and a carefully kept fleet."
      />
      <AboutStory />
      <BenefitsSection
        id="about-values-title"
        eyebrow="What we stand for"
        title="Our Values"
        items={aboutValues}
      />
    </>
  );
}
