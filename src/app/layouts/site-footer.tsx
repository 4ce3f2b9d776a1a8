import { Mail, MessageCircle, Phone } from "lucide-react";
import { Link } from "react-router-dom";

import {
  footerBusinessNav,
  footerCompanyNav,
  type NavItem,
} from "@/config/nav";
import { paths } from "@/config/paths";
import { site, telHref } from "@/config/site";
import { useAfterHydration } from "@/hooks/use-after-hydration";
import { BrandLogo } from "@/components/brand-logo";
import { SocialIcon } from "@/components/social-icon";

const legalNav: readonly NavItem[] = [
  { label: "Terms of Service", href: paths.terms.href() },
  { label: "Privacy Policy", href: paths.privacy.href() },
];

const linkClass =
  "rounded-sm text-sm text-muted-foreground transition-colors outline-none hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60";
const headingClass =
  "mb-4 font-sans text-eyebrow font-semibold text-foreground uppercase";

function FooterLinks({
  title,
  items,
}: {
  title: string;
  items: readonly NavItem[];
}) {
  return (
    <nav aria-label={title}>
      <h2 className={headingClass}>{title}</h2>
      <ul className="grid gap-3">
        {items.map((item) => (
          <li key={item.href}>
            <Link to={item.href} className={linkClass}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const currentYear = () => new Date().getFullYear();

export function SiteFooter() {
  // The clock's year, not the build's: a page rendered ahead of time shows it once hydrated.
  const year = useAfterHydration(currentYear, null);
  return (
    <footer className="border-t border-border/70 bg-card/40">
      <div className="container-page grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.5fr_1fr_1fr_1.3fr]">
        <div className="max-w-xs">
          <BrandLogo />
          <p className="mt-4 text-sm leading-relaxed text-muted-foreground">
            {site.tagline}
          </p>
          <ul className="mt-6 flex gap-3" aria-label="Social media">
            {site.socials.map((social) => (
              <li key={social.network}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${site.name} on ${social.label}`}
                  className="grid size-10 place-items-center rounded-full border border-border text-muted-foreground transition-colors outline-none hover:border-primary/60 hover:text-primary focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <SocialIcon network={social.network} className="size-4" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title="Company" items={footerCompanyNav} />
        <FooterLinks title="For Business" items={footerBusinessNav} />
        <div>
          <h2 className={headingClass}>Contact</h2>
          <address className="grid gap-3 not-italic">
            <a
              href={`mailto:${site.email}`}
              className={`${linkClass} inline-flex items-center gap-2`}
            >
              <Mail className="size-4 text-primary" aria-hidden />
              {site.email}
            </a>
            <a
              href={telHref(site.phone)}
              className={`${linkClass} inline-flex items-center gap-2`}
            >
              <Phone className="size-4 text-primary" aria-hidden />
              {site.phone}
            </a>
            <a
              href={site.whatsappUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={`${linkClass} inline-flex items-center gap-2`}
            >
              <MessageCircle className="size-4 text-primary" aria-hidden />
              Chat on WhatsApp
            </a>
          </address>
        </div>
      </div>
      <div className="border-t border-border/70">
        <div className="container-page flex flex-col gap-4 py-6 text-xs text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year ? `${year} ` : ""}
            {site.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex gap-6">
              {legalNav.map((item) => (
                <li key={item.href}>
                  <Link to={item.href} className={linkClass}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
