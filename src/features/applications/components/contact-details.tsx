import type { ReactNode } from "react";
import { Clock, Mail, MapPin, MessageCircle, Phone } from "lucide-react";

import { site, telHref } from "@/config/site";

import { officeAddress, openingHours } from "../content";

const linkClass =
  "rounded-sm text-foreground underline-offset-4 outline-none hover:text-primary hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

function Detail({
  icon,
  term,
  children,
}: {
  icon: ReactNode;
  term: string;
  children: ReactNode;
}) {
  // dt and dd must be the wrapper's only children, so the icon sits inside the term.
  return (
    <div className="rounded-2xl border border-border/80 bg-card/60 p-5">
      <dt className="flex items-center gap-4 text-sm text-muted-foreground">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/10 text-primary [&_svg]:size-5">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="-mt-3 ml-14 min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** The contact page's static details: office, phone, e-mail, WhatsApp and hours. */
export function ContactDetails() {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
      <Detail icon={<MapPin aria-hidden />} term="Office">
        <a
          href={officeAddress.mapUrl}
          target="_blank"
          rel="noreferrer"
          className={linkClass}
        >
          {officeAddress.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </a>
      </Detail>
      <Detail icon={<Phone aria-hidden />} term="Phone">
        <a href={telHref(site.phone)} className={linkClass}>
          {site.phone}
        </a>
      </Detail>
      <Detail icon={<Mail aria-hidden />} term="Email">
        <a href={`mailto:${site.email}`} className={linkClass}>
          {site.email}
        </a>
      </Detail>
      <Detail icon={<MessageCircle aria-hidden />} term="WhatsApp">
        <a
          href={site.whatsappUrl}
          target="_blank"
          rel="noreferrer"
          className={linkClass}
        >
          Chat with us on WhatsApp
        </a>
      </Detail>
      <Detail icon={<Clock aria-hidden />} term="Hours">
        <ul className="grid gap-1 text-sm">
          {openingHours.map((row) => (
            <li key={row.days}>
              <span className="text-foreground">{row.days}:</span>{" "}
              <span className="text-muted-foreground">{row.hours}</span>
            </li>
          ))}
        </ul>
      </Detail>
    </dl>
  );
}
