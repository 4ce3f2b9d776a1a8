function route<const P extends string>(path: P) {
  return { path, href: (): P => path };
}

export const paths = {
  home: route("/"),
  bookARide: route("/book-a-ride"),
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
  auth: {
    path: "/auth",
    href: ({ redirectTo }: { redirectTo?: string } = {}) =>
      redirectTo
        ? `/auth?${new URLSearchParams({ redirectTo }).toString()}`
        : "/auth",
  },
  ownerPortal: route("/owner-portal"),
  admin: {
    root: route("/admin"),
    dashboard: route("/admin/dashboard"),
    booking: route("/admin/booking"),
    fleet: route("/admin/fleet"),
    drivers: route("/admin/drivers"),
    tracking: route("/admin/tracking"),
    maintenance: route("/admin/maintenance"),
    reports: route("/admin/reports"),
    users: route("/admin/users"),
    settings: route("/admin/settings"),
  },
} as const;
