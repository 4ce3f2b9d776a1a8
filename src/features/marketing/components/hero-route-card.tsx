import { Car, Clock3, MapPin } from "lucide-react";

/** A decorative ride summary beside the hero copy; it illustrates, it does not inform. */
export function HeroRouteCard() {
  return (
    <div
      aria-hidden="true"
      className="relative mx-auto hidden w-full max-w-md sm:block lg:mx-0 lg:justify-self-end"
    >
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-primary/10 blur-3xl" />
      <div className="rounded-2xl border border-primary/25 bg-card/80 p-6 shadow-elevated backdrop-blur">
        <div className="flex items-center justify-between text-xs text-muted-foreground">
          <span className="rounded-full border border-primary/40 px-3 py-1 text-primary">
            Premium Ride
          </span>
          <span className="inline-flex items-center gap-1.5">
            <Clock3 className="size-3.5" />
            Driver on the way
          </span>
        </div>
        <svg viewBox="0 0 320 150" className="my-6 w-full">
          <path
            d="M20 120 C 90 120, 80 40, 160 52 S 250 110, 300 28"
            className="fill-none stroke-border"
            strokeWidth="10"
            strokeLinecap="round"
          />
          <path
            d="M20 120 C 90 120, 80 40, 160 52 S 250 110, 300 28"
            className="fill-none stroke-primary motion-safe:[stroke-dasharray:6_10]"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle
            cx="20"
            cy="120"
            r="7"
            className="fill-background stroke-primary"
            strokeWidth="3"
          />
          <circle cx="300" cy="28" r="8" className="fill-primary" />
        </svg>
        <ol className="grid gap-4 text-sm">
          <li className="flex items-start gap-3">
            <MapPin className="mt-0.5 size-4 text-primary" />
            <span>
              <span className="block text-foreground">
                Eko Hotel &amp; Suites
              </span>
              <span className="text-muted-foreground">Victoria Island</span>
            </span>
          </li>
          <li className="flex items-start gap-3">
            <Car className="mt-0.5 size-4 text-primary" />
            <span>
              <span className="block text-foreground">
                Murtala Muhammed Airport
              </span>
              <span className="text-muted-foreground">
                International terminal, Ikeja
              </span>
            </span>
          </li>
        </ol>
      </div>
    </div>
  );
}
