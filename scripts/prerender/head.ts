import type { PrerenderedPage } from "../../src/app/page-meta.ts";
import { site } from "../../src/config/site.ts";
import { ogImageUrl } from "../og-images/pages.ts";

export const OG_IMAGE_SIZE = { width: 1200, height: 630 };
const X_HANDLE = site.socials
  .find((social) => social.network === "x")
  ?.href.split("/")
  .pop();

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/"/g, "&quot;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
}

/** JSON inside <script>: "<" escaped so no value can close the element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The operator as search engines read it: a Lagos business that runs a taxi service. */
export function businessJsonLd(origin: string): object {
  const business = `${origin}/#business`;
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "LocalBusiness",
        "@id": business,
        name: site.name,
        description: site.tagline,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        image: `${origin}${ogImageUrl("/")}`,
        telephone: site.phone,
        email: site.email,
        priceRange: "NGN",
        currenciesAccepted: "NGN",
        paymentAccepted: "Cash, Credit Card, Debit Card, Bank Transfer, USSD",
        address: {
          "@type": "PostalAddress",
          addressLocality: site.address.locality,
          addressRegion: site.address.region,
          addressCountry: site.address.country,
        },
        areaServed: { "@type": "City", name: "Lagos" },
        openingHours: `${site.openingHours.days} ${site.openingHours.opens}-${site.openingHours.closes}`,
        sameAs: site.socials.map((social) => social.href),
      },
      {
        "@type": "TaxiService",
        "@id": `${origin}/#service`,
        name: `${site.name} chauffeur rides`,
        serviceType:
          "Premium e-hailing: standard and premium rides, airport and hotel transfers, corporate travel",
        provider: { "@id": business },
        areaServed: { "@type": "City", name: "Lagos" },
        url: `${origin}/services`,
      },
    ],
  };
}

export interface HeadInput {
  /** The full document title. */
  title: string;
  /** The page's path, for its canonical URL. */
  path: string;
  page: PrerenderedPage;
  /** The public site's origin, e.g. https://ekoluxe.ng. */
  origin: string;
  /** Add the business's structured data. */
  business?: boolean;
}

/** Everything a page's <head> says about it to search engines and link previews. */
export function pageHead({
  title,
  path,
  page,
  origin,
  business,
}: HeadInput): string {
  const url = `${origin}${path}`;
  // The page's designed share image (scripts/og-images), or the site's.
  const image = `${origin}${ogImageUrl(path)}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
    page.index === false
      ? `<meta name="robots" content="noindex" />`
      : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${escapeHtml(site.name)}" />`,
    `<meta property="og:locale" content="en_NG" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(page.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    `<meta property="og:image:width" content="${OG_IMAGE_SIZE.width}" />`,
    `<meta property="og:image:height" content="${OG_IMAGE_SIZE.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    ...(X_HANDLE
      ? [`<meta name="twitter:site" content="@${escapeHtml(X_HANDLE)}" />`]
      : []),
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  ];
  if (business)
    tags.push(
      `<script type="application/ld+json">${scriptJson(businessJsonLd(origin))}</script>`,
    );
  return tags.join("\n    ");
}

/** The head of the app's empty shell: pages that are personal (a ride, the portals) are never listed. */
export function shellHead(): string {
  return [
    `<title>${escapeHtml(site.name)}</title>`,
    `<meta name="robots" content="noindex" />`,
  ].join("\n    ");
}
