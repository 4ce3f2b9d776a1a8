/**
 * The share image (Open Graph / X card) of each main public page. `headline` and `eyebrow` are the
 * page's own hero heading and eyebrow, word for word, so a shared link reads like the page it
 * opens; `line` is a short version of the page's introduction that stays legible in a thumbnail.
 * Text keeps to the fonts' core characters (scripts/fonts/core-subsets.ts), which the images are
 * set in. `illustration` is a file under public/.
 */
export interface OgPage {
  /** The image is public/og/<name>.jpg. */
  name: string;
  /** The route it belongs to, as in src/config/paths.ts. */
  path: string;
  eyebrow: string;
  headline: string;
  /** A phrase of the headline set in italic gold, as the page's hero does. */
  accent?: string;
  line: string;
  illustration: string;
}

export const ogPages: readonly OgPage[] = [
  {
    name: "home",
    path: "/",
    eyebrow: "Lagos · Premium e-hailing",
    headline: "Premium rides across Lagos, on your schedule.",
    accent: "Lagos",
    line: "Verified drivers, a luxury fleet and upfront fares with no hidden fees.",
    illustration: "marketing/lagos-lekki-ikoyi-bridge.svg",
  },
  {
    name: "services",
    path: "/services",
    eyebrow: "What we offer",
    headline: "Our Services",
    line: "Premium rides, airport transfers, corporate travel and fleet management.",
    illustration: "marketing/services/airport.svg",
  },
  {
    name: "business",
    path: "/business",
    eyebrow: "For business",
    headline: "EkoLuxe for Business",
    line: "Premium ground transport for your staff, clients and guests.",
    illustration: "marketing/services/corporate.svg",
  },
  {
    name: "drive-with-us",
    path: "/drivers",
    eyebrow: "Drive with us",
    headline: "Drive with EkoLuxe",
    line: "Join a professional team of verified drivers moving Lagos.",
    illustration: "fleet/executive-saloon-pearl.svg",
  },
  {
    name: "our-fleet",
    path: "/our-fleet",
    eyebrow: "The fleet",
    headline: "Our Fleet",
    line: "Clean, comfortable vehicles, maintained to a premium standard.",
    illustration: "fleet/full-size-suv.svg",
  },
  {
    name: "about",
    path: "/about",
    eyebrow: "Our story",
    headline: "About EkoLuxe",
    line: "A premium, safe and reliable way to move around Lagos.",
    illustration: "marketing/lagos-island-lagoon.svg",
  },
  {
    name: "careers",
    path: "/careers",
    eyebrow: "Join the team",
    headline: "Careers",
    line: "Help us build the most trusted way to move around Lagos.",
    illustration: "fleet/luxury-mpv.svg",
  },
  {
    name: "faq",
    path: "/faq",
    eyebrow: "Help centre",
    headline: "Frequently Asked Questions",
    line: "Booking, fares, payment, airport pickups, safety and corporate accounts.",
    illustration: "marketing/services/premium.svg",
  },
  {
    name: "contact",
    path: "/contact",
    eyebrow: "Get in touch",
    headline: "Contact Us",
    line: "Questions, feedback or a special request? Our team is here around the clock.",
    illustration: "marketing/services/standard.svg",
  },
  {
    name: "contact-sales",
    path: "/contact-sales",
    eyebrow: "For business",
    headline: "Contact Sales",
    line: "Tell us how your team travels and we will prepare a proposal.",
    illustration: "marketing/services/fleet.svg",
  },
  {
    name: "book-a-ride",
    path: "/book-a-ride",
    eyebrow: "Reservations",
    headline: "Book a Ride",
    line: "Reserve a ride across Lagos, with the fare agreed before you travel.",
    illustration: "fleet/luxury-saloon.svg",
  },
];

/** The image of every other page: the home page's design under the name index.html points at. */
export const defaultOgImage: OgPage = {
  ...ogPages.find(({ name }) => name === "home")!,
  name: "ekoluxe-og",
  path: "*",
};

/** Where a page's image is served from. */
export function ogImageUrl(path: string): string {
  const page = ogPages.find((candidate) => candidate.path === path);
  return `/og/${(page ?? defaultOgImage).name}.jpg`;
}
