import { lazy, Suspense } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { Button } from "@/components/ui/button";

import { homeHighlights } from "../content/home-highlights";

// An illustration, not something to act on: its code follows the page's, and a pre-rendered page
// shows its HTML meanwhile.
const HeroRouteCard = lazy(async () => ({
  default: (await import("./hero-route-card")).HeroRouteCard,
}));

export function HomeHero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative isolate overflow-hidden"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 hero-backdrop"
      />
      <div className="container-page grid min-h-[min(100dvh,56rem)] items-center gap-14 pt-28 pb-20 lg:grid-cols-[1.15fr_0.85fr] lg:pt-32">
        <div>
          <p className="text-eyebrow font-semibold text-primary uppercase">
            Lagos · Premium e-hailing
          </p>
          <h1 id="hero-title" className="mt-5 text-display text-foreground">
            Premium rides across{" "}
            <span className="text-primary italic">Lagos</span>, on your
            schedule.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-pretty text-muted-foreground">
            Verified drivers, a luxury fleet and upfront fares with no hidden
            fees, from Ikoyi boardrooms to airport arrivals.
          </p>
          {/* The headline paints at once; what follows it rises in after. */}
          <div className="mt-10 flex flex-col gap-3 motion-safe:animate-fade-up sm:flex-row">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={paths.bookARide.href()}>
                Book a Ride
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button
              asChild
              size="lg"
              variant="outline"
              className="w-full sm:w-auto"
            >
              <Link to={paths.drivers.href()}>Become a Driver</Link>
            </Button>
          </div>
          <ul className="mt-12 grid grid-cols-2 gap-x-6 gap-y-4 border-t border-border/70 pt-8 motion-safe:animate-fade-up lg:flex lg:flex-wrap lg:gap-x-8">
            {homeHighlights.map(({ icon: Icon, label }) => (
              <li
                key={label}
                className="flex items-center gap-2.5 text-sm text-muted-foreground"
              >
                <Icon className="size-4 shrink-0 text-primary" aria-hidden />
                {label}
              </li>
            ))}
          </ul>
        </div>
        <Suspense fallback={null}>
          <HeroRouteCard />
        </Suspense>
      </div>
    </section>
  );
}
