/**
 * Every URL of the app. Every route's search parameters are declared by its zod contract in
 * `search-params.ts` (`parse`, `href`), kept out of this module so the home page, which builds
 * links here, does not download zod. A route that zod-free code links to with parameters (the
 * quick-booking card, the sign-in redirect) also takes them here in `href(search)`.
 */
type SearchValue = string | number | readonly (string | number)[] | null;
export type SearchInput = Record<string, SearchValue | undefined>;

/** `?a=1&b=x&b=y`, leaving out blanks and empty lists so every URL has one spelling. */
export function toSearchString(search: SearchInput = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      const text = String(item).trim();
      if (text) params.append(key, text);
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

function route<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

function routeWithSearch<const P extends string, S extends SearchInput>(
  path: P,
) {
  return {
    path,
    href: (search?: S): string => `${path}${toSearchString(search)}`,
  };
}

export interface AuthSearchInput extends SearchInput {
  redirectTo?: string;
  tab?: "login" | "sign-up";
}

export interface BookARideSearchInput extends SearchInput {
  pickup?: string;
  dropoff?: string;
}

export interface AdminBookingSearchInput extends SearchInput {
  page?: number;
  pageSize?: number;
  sort?: string;
  status?: readonly string[];
  service?: readonly string[];
  paid?: readonly string[];
  from?: string;
  to?: string;
  q?: string;
}

export interface AdminSettingsSearchInput extends SearchInput {
  section?: "password" | "two-factor" | "action-log" | "business";
  page?: number;
  pageSize?: number;
  actor?: string;
  table?: readonly string[];
  action?: readonly string[];
  from?: string;
  to?: string;
}

export interface AdminMaintenanceSearchInput extends SearchInput {
  page?: number;
  pageSize?: number;
  sort?: string;
  vehicle?: string;
  type?: string;
  from?: string;
  to?: string;
}

export interface MyRidesSearchInput extends SearchInput {
  tab?: "upcoming" | "past";
  page?: number;
}

export interface AdminUsersSearchInput extends SearchInput {
  page?: number;
  pageSize?: number;
  q?: string;
}

export const paths = {
  home: route("/"),
  bookARide: routeWithSearch<"/book-a-ride", BookARideSearchInput>(
    "/book-a-ride",
  ),
  services: route("/services"),
  business: route("/business"),
  drivers: route("/drivers"),
  driversApply: route("/drivers/apply"),
  ourFleet: route("/our-fleet"),
  about: route("/about"),
  careers: route("/careers"),
  faq: route("/faq"),
  contact: route("/contact"),
  contactSales: route("/contact-sales"),
  auth: routeWithSearch<"/auth", AuthSearchInput>("/auth"),
  /** Where every auth e-mail's link lands: verifies the token hash, then asks what is needed. */
  authConfirm: route("/auth/confirm"),
  forgotPassword: route("/auth/forgot-password"),
  /** A signed-in person's own account: password, e-mail, their data, deleting the account. */
  account: route("/account"),
  privacy: route("/privacy"),
  terms: route("/terms"),
  ownerPortal: route("/owner-portal"),
  myRides: routeWithSearch<"/my-rides", MyRidesSearchInput>("/my-rides"),
  /** A ride's live page: its reference and the unguessable token that lets a reader see it. */
  ride: {
    path: "/ride/:reference/:token",
    href: (reference: string, token: string): string =>
      `/ride/${encodeURIComponent(reference)}/${encodeURIComponent(token)}`,
  },
  /** A ride's printable receipt, from the rider's own (manage) link. */
  rideReceipt: {
    path: "/ride/:reference/:token/receipt",
    href: (reference: string, token: string): string =>
      `/ride/${encodeURIComponent(reference)}/${encodeURIComponent(token)}/receipt`,
  },
  driver: route("/driver"),
  admin: {
    root: route("/admin"),
    dashboard: route("/admin/dashboard"),
    booking: routeWithSearch<"/admin/booking", AdminBookingSearchInput>(
      "/admin/booking",
    ),
    fleet: route("/admin/fleet"),
    drivers: route("/admin/drivers"),
    tracking: route("/admin/tracking"),
    maintenance: routeWithSearch<
      "/admin/maintenance",
      AdminMaintenanceSearchInput
    >("/admin/maintenance"),
    reports: route("/admin/reports"),
    users: routeWithSearch<"/admin/users", AdminUsersSearchInput>(
      "/admin/users",
    ),
    settings: routeWithSearch<"/admin/settings", AdminSettingsSearchInput>(
      "/admin/settings",
    ),
  },
} as const;
