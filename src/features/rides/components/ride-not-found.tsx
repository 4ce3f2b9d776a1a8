import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router-dom";

import { paths } from "@/config/paths";
import { site, telHref } from "@/config/site";
import { Button } from "@/components/ui/button";

/**
 * A ride link that matches no ride (mistyped, cut short, or not ours): said calmly, without
 * telling whether the reference or the token was wrong, with the ways to reach us.
 */
export function RideNotFound() {
  return (
    <section
      aria-labelledby="ride-not-found-heading"
      className="mx-auto max-w-xl rounded-2xl border border-border/80 bg-card p-6 text-center sm:p-8"
    >
      <h1
        id="ride-not-found-heading"
        className="font-display text-3xl text-foreground"
      >
        This ride link is not valid
      </h1>
      <p className="mt-3 text-pretty text-muted-foreground">
        It may have been cut short or mistyped. Open the link again from your
        booking e-mail, or contact us with your booking reference and we will
        help you follow your ride.
      </p>
      <ul className="mt-6 grid gap-2 text-sm sm:grid-cols-3">
        <li>
          <a
            href={telHref(site.phone)}
            className="inline-flex items-center gap-2 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <Phone className="size-4" aria-hidden="true" />
            {site.phone}
          </a>
        </li>
        <li>
          <a
            href={site.whatsappUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-2 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <MessageCircle className="size-4" aria-hidden="true" />
            WhatsApp
          </a>
        </li>
        <li>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-2 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <Mail className="size-4" aria-hidden="true" />
            {site.email}
          </a>
        </li>
      </ul>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to={paths.contact.href()}>Contact us</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.bookARide.href()}>Book a Ride</Link>
        </Button>
      </div>
    </section>
  );
}
