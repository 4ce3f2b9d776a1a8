// Read by the router in the browser and by the route preload plugin in Node at build time, so it
// holds plain data only: no React, no browser APIs, no runtime imports.
import type { paths } from "../config/paths.ts";

export type PublicRouteName = Exclude<
  keyof typeof paths,
  "admin" | "ownerPortal"
>;

export interface PublicPage {
  /** The page's entry in `paths`. */
  route: PublicRouteName;
  /** Route module, relative to `src/app/`. */
  module: `routes/${string}.tsx`;
}

/** The landing page, rendered without the query layout so its first download stays small. */
export const homePage = {
  route: "home",
  module: "routes/public/home.tsx",
} as const satisfies PublicPage;

/** Every other public page a visitor can land on; each renders inside the lazy query layout. */
export const queryLayoutPages = [
  { route: "bookARide", module: "routes/public/book-a-ride.tsx" },
  { route: "services", module: "routes/public/services.tsx" },
  { route: "business", module: "routes/public/business.tsx" },
  { route: "drivers", module: "routes/public/drivers.tsx" },
  { route: "ourFleet", module: "routes/public/our-fleet.tsx" },
  { route: "driversApply", module: "routes/public/drivers-apply.tsx" },
  { route: "auth", module: "routes/auth.tsx" },
  { route: "authConfirm", module: "routes/public/auth-confirm.tsx" },
  { route: "forgotPassword", module: "routes/public/forgot-password.tsx" },
  { route: "account", module: "routes/public/account.tsx" },
  { route: "privacy", module: "routes/public/privacy.tsx" },
  { route: "terms", module: "routes/public/terms.tsx" },
  { route: "about", module: "routes/public/about.tsx" },
  { route: "careers", module: "routes/public/careers.tsx" },
  { route: "faq", module: "routes/public/faq.tsx" },
  { route: "contact", module: "routes/public/contact.tsx" },
  { route: "contactSales", module: "routes/public/contact-sales.tsx" },
  { route: "myRides", module: "routes/public/my-rides.tsx" },
  { route: "ride", module: "routes/public/ride.tsx" },
  { route: "rideReceipt", module: "routes/public/ride-receipt.tsx" },
] as const satisfies readonly PublicPage[];
