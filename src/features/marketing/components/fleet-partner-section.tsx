import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

import { fleetPartnerPoints } from "../content/home";
import { MarketingSection } from "./marketing-section";
import { SectionHeading } from "./section-heading";

export function FleetPartnerSection() {
  return (
    <MarketingSection labelledBy="fleet-partner-title" tone="raised">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading
            id="fleet-partner-title"
            align="start"
            eyebrow="Drivers and vehicle owners"
            title="Drive with Us or Manage Your Fleet"
            description="Drive with us and earn on your own schedule, or let us run your vehicles: fleet management with trip and maintenance notifications, and analytics on what each car earns."
          />
          <ul className="mt-8 grid gap-3">
            {fleetPartnerPoints.map((point) => (
              <li
                key={point}
                className="flex items-start gap-3 text-foreground"
              >
                <Check
                  className="mt-1 size-4 shrink-0 text-primary"
                  aria-hidden
                />
                {point}
              </li>
            ))}
          </ul>
          <Button asChild size="lg" className="mt-10">
            <Link to={paths.drivers.href()}>
              Join Our Fleet
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        <img
          src="/marketing/lagos-lekki-ikoyi-bridge.svg"
          alt="Line drawing of the Lekki–Ikoyi Link Bridge at dusk, with the Ikoyi skyline across the lagoon"
          width={640}
          height={420}
          loading="lazy"
          decoding="async"
          className="w-full rounded-2xl border border-border/70 shadow-elevated"
        />
      </div>
    </MarketingSection>
  );
}
