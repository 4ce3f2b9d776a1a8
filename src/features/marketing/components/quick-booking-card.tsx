import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ArrowRight, MapPin, Navigation } from "lucide-react";
import { useNavigate } from "react-router-dom";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { QUICK_BOOKING_REDIRECT_MS, quickBookingHref } from "../quick-booking";

export function QuickBookingCard() {
  const navigate = useNavigate();
  const id = useId();
  const [pickup, setPickup] = useState("");
  const [dropoff, setDropoff] = useState("");
  const [redirecting, setRedirecting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    notify(
      "Quick Booking Sent!",
      "Redirecting you to the full booking page to finish your booking.",
    );
    setRedirecting(true);
    const href = quickBookingHref(pickup, dropoff);
    timer.current = setTimeout(
      () => void navigate(href),
      QUICK_BOOKING_REDIRECT_MS,
    );
  }

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="relative z-10 container-page -mt-10 md:-mt-16"
    >
      <div className="rounded-2xl border border-primary/25 bg-card p-6 shadow-elevated md:p-8">
        <h2 id={`${id}-title`} className="text-2xl text-foreground">
          Quick Booking
        </h2>
        <form
          onSubmit={onSubmit}
          className="mt-5 grid gap-4 md:grid-cols-[1fr_1fr_auto] md:items-end"
        >
          <div className="grid gap-2">
            <Label htmlFor={`${id}-pickup`}>
              <MapPin className="size-4 text-primary" aria-hidden />
              Pickup
            </Label>
            <Input
              id={`${id}-pickup`}
              name="pickup"
              autoComplete="off"
              placeholder="e.g. Eko Hotel, Victoria Island"
              value={pickup}
              onChange={(event) => setPickup(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-dropoff`}>
              <Navigation className="size-4 text-primary" aria-hidden />
              Drop-off
            </Label>
            <Input
              id={`${id}-dropoff`}
              name="dropoff"
              autoComplete="off"
              placeholder="e.g. Murtala Muhammed Airport"
              value={dropoff}
              onChange={(event) => setDropoff(event.target.value)}
            />
          </div>
          <Button type="submit" size="lg" disabled={redirecting}>
            Book Now
            <ArrowRight aria-hidden />
          </Button>
        </form>
        <p className="mt-4 text-sm text-muted-foreground">
          You will see your instant fare estimate on the full booking page.
        </p>
      </div>
    </section>
  );
}
