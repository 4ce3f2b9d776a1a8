export const site = {
  name: "EkoLuxe",
  tagline: "Premium, safe, and reliable e-hailing services across Lagos.",
  email: "hello@ekoluxe.ng",
  phone: "+234 700 356 5893",
  whatsappUrl: "https://wa.me/2347003565893",
  /** Where the operator is based, as search engines and link previews are told. */
  address: { locality: "Victoria Island", region: "Lagos", country: "NG" },
  /** Rides run around the clock; the hours the business listing states. */
  openingHours: { days: "Mo-Su", opens: "00:00", closes: "23:59" },
  /** The public site's origin when the build names none (SITE_URL). */
  origin: "https://ekoluxe.ng",
  socials: [
    {
      network: "instagram",
      label: "Instagram",
      href: "https://www.instagram.com/ekoluxe",
    },
    { network: "x", label: "X (Twitter)", href: "https://x.com/ekoluxe" },
    {
      network: "linkedin",
      label: "LinkedIn",
      href: "https://www.linkedin.com/company/ekoluxe",
    },
  ],
} as const;

export type SocialNetwork = (typeof site.socials)[number]["network"];

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
