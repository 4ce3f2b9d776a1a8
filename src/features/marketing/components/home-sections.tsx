import { FleetPartnerSection } from "./fleet-partner-section";
import { HowItWorksSection } from "./how-it-works-section";
import { QuickBookingCard } from "./quick-booking-card";
import { RideOptionsSection } from "./ride-options-section";
import { ScheduleRideCta } from "./schedule-ride-cta";
import { TestimonialsSection } from "./testimonials-section";
import { WhyChooseSection } from "./why-choose-section";

/** The home page below its hero. */
export function HomeSections() {
  return (
    <>
      <QuickBookingCard />
      <RideOptionsSection />
      <HowItWorksSection />
      <WhyChooseSection />
      <FleetPartnerSection />
      <TestimonialsSection />
      <ScheduleRideCta />
    </>
  );
}
