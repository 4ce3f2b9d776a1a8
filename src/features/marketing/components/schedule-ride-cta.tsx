import { ArrowRight, Phone } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { site, telHref } from "@/config/site";
import { Button } from "@/components/ui/button";

export function ScheduleRideCta() {
  return (
    <section aria-labelledby="schedule-ride-title" className="pb-16 md:pb-24">
      <div className="container-page">
        <div className="relative isolate overflow-hidden rounded-3xl border border-primary/30 bg-card px-6 pt-14 pb-28 text-center shadow-elevated md:px-12 md:pt-20 md:pb-44">
          <img
            src="/marketing/third-mainland-bridge.svg"
            alt=""
            width={1200}
            height={300}
            loading="lazy"
            decoding="async"
            className="absolute inset-x-0 bottom-0 -z-10 w-full opacity-60"
          />
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 gold-glow"
          />
          <h2 id="schedule-ride-title" className="text-title text-foreground">
            Schedule Your Ride
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-pretty text-muted-foreground">
            Early flight, board meeting or a night out on the island: book ahead
            and your driver will be there on time.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.bookARide.href()}>
                Book a Ride
                <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <a href={telHref(site.phone)}>
                <Phone aria-hidden />
                Call {site.phone}
              </a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
