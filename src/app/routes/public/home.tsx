import { useDocumentTitle } from "@/hooks/use-document-title";
import { AfterFirstPaint } from "@/components/after-first-paint";
import { FleetPartnerSection } from "@/features/marketing/components/fleet-partner-section";
import { HomeHero } from "@/features/marketing/components/home-hero";
import { HowItWorksSection } from "@/features/marketing/components/how-it-works-section";
import { QuickBookingCard } from "@/features/marketing/components/quick-booking-card";
import { RideOptionsSection } from "@/features/marketing/components/ride-options-section";
import { ScheduleRideCta } from "@/features/marketing/components/schedule-ride-cta";
import { TestimonialsSection } from "@/features/marketing/components/testimonials-section";
import { WhyChooseSection } from "@/features/marketing/components/why-choose-section";

export function Component() {
  useDocumentTitle("Premium E-Hailing in Lagos");
  return (
    <>
      <HomeHero />
      <QuickBookingCard />
      {/* In the pre-rendered HTML for search engines and previews; deferred on in-app visits. */}
      <AfterFirstPaint prerendered>
        <RideOptionsSection />
        <HowItWorksSection />
        <WhyChooseSection />
        <FleetPartnerSection />
        <TestimonialsSection />
        <ScheduleRideCta />
      </AfterFirstPaint>
    </>
  );
}
