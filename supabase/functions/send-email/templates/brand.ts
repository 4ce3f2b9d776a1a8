/** What the e-mails say about the company; kept in step with src/config/site.ts. */
export const brand = {
  name: "EkoLuxe",
  tagline: "Premium, safe, and reliable e-hailing services across Lagos.",
  phone: "+234 700 356 5893",
  whatsappUrl: "https://wa.me/2347003565893",
  defaultEmail: "hello@ekoluxe.ng",
  /** Where the operator is, as a receipt names it. */
  address: "Victoria Island, Lagos",
  colors: {
    page: "#0b0b0f",
    card: "#15151c",
    border: "#2a2a35",
    text: "#ece9e2",
    muted: "#a7a39a",
    accent: "#c9a44c",
  },
} as const;
