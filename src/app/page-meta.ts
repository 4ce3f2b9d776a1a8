// Read in Node at build time only (scripts/prerender, src/entry-server.tsx), never by the app in
// the browser, so none of this text reaches its bundle.
import type { PublicRouteName } from "./public-pages.ts";

/** Data a pre-rendered page is built with, fetched once at build (see src/entry-server.tsx). */
export type BakedData = "fleet" | "places";

/**
 * A page rendered to HTML at build time: only pages with nothing personal on them. Its <title> is
 * what the page itself declares (`useDocumentTitle`); the rest of its head is here.
 */
export interface PrerenderedPage {
  /** The meta description: what a search result or a shared link says under the title. */
  description: string;
  /** False for pages search engines should not list (sign-in forms); true by default. */
  index?: boolean;
  /** Public data the page shows, baked into its HTML and refreshed in the browser. */
  bake?: readonly BakedData[];
}

/**
 * The public pages rendered to HTML at build, by route. Every other public page (personal: a ride,
 * the rider's account) is served the app's empty shell.
 */
export const prerenderedPages: Partial<
  Record<PublicRouteName, PrerenderedPage>
> = {
  home: {
    description:
      "Premium, safe and reliable e-hailing across Lagos: verified chauffeurs, a luxury fleet, airport and hotel transfers, and the fare in naira before you book.",
  },
  bookARide: {
    description:
      "Book a Standard, Premium, Airport & Hotel Transfer or Corporate ride across Lagos and see the fare in naira before you confirm.",
    bake: ["places"],
  },
  services: {
    description:
      "Standard and premium rides, airport and hotel transfers, corporate travel and fleet management in Lagos, with verified drivers and upfront fares.",
  },
  business: {
    description:
      "Corporate accounts for Lagos companies: premium ground transport for staff, clients and guests, on one account with one invoice in naira each month.",
  },
  drivers: {
    description:
      "Drive with EkoLuxe: join a professional team of verified drivers in Lagos, with premium fares, flexible hours and weekly pay.",
  },
  ourFleet: {
    description:
      "The EkoLuxe fleet: saloons, SUVs, luxury MPVs and minibuses, clean, comfortable and maintained to a premium standard for every ride in Lagos.",
    bake: ["fleet"],
  },
  driversApply: {
    description:
      "Apply to drive with EkoLuxe in Lagos. Tell us about your experience; our recruitment team reviews every application personally.",
  },
  auth: {
    description:
      "Log in to EkoLuxe or create an account to book rides, follow them live and keep your receipts.",
    index: false,
  },
  forgotPassword: {
    description: "Reset the password of your EkoLuxe account.",
    index: false,
  },
  privacy: {
    description:
      "How EkoLuxe collects, uses and protects your personal data under the Nigeria Data Protection Act 2023, and how to exercise your rights.",
  },
  terms: {
    description:
      "The terms of booking and riding with EkoLuxe in Lagos: fares, cancellations, payment, conduct and liability.",
  },
  about: {
    description:
      "EkoLuxe is a premium, safe and reliable way to move around Lagos, built on professional drivers and a carefully kept fleet.",
  },
  careers: {
    description:
      "Careers at EkoLuxe in Lagos: help build the most trusted way to move around the city. See the roles we are hiring for now.",
  },
  faq: {
    description:
      "Answers on booking, fares, payment, airport pickups, safety and corporate accounts with EkoLuxe in Lagos.",
  },
  contact: {
    description:
      "Contact EkoLuxe in Lagos by phone, e-mail or WhatsApp, or send us a message: questions, feedback and special requests.",
  },
  contactSales: {
    description:
      "Tell our sales team about your company's transport needs in Lagos and get a proposal for an EkoLuxe corporate account.",
  },
};

/** The page for an address that matches no route, pre-rendered as the host's 404 page. */
export const notFoundPage = {
  /** Rendered at a path no route matches. */
  path: "/404",
  module: "routes/not-found.tsx",
  prerender: {
    description: "This page has moved or never existed.",
    index: false,
  },
} as const;
