import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

import { rideOptions } from "../content/offerings";
import { MarketingSection } from "./marketing-section";
import { OfferingCard } from "./offering-card";
import { SectionHeading } from "./section-heading";

export function RideOptionsSection() {
  return (
    <MarketingSection labelledBy="ride-options-title">
      <SectionHeading
        id="ride-options-title"
        eyebrow="Ride your way"
        title="Our Ride Options"
        description="From the daily commute to a visiting chairman's airport arrival, there is a ride for every trip across Lagos."
      />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 md:mt-16 lg:grid-cols-4">
        {rideOptions.map((option) => (
          <li key={option.id}>
            <OfferingCard offering={option} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Button asChild variant="outline" size="lg">
          <Link to={paths.services.href()}>
            View All Services
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>
    </MarketingSection>
  );
}
