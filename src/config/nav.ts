import { paths } from "./paths";

export interface NavItem {
  label: string;
  href: string;
}

export const mainNav: readonly NavItem[] = [
  { label: "Home", href: paths.home.href() },
  { label: "Services", href: paths.services.href() },
  { label: "Business", href: paths.business.href() },
  { label: "Drive with Us", href: paths.drivers.href() },
  { label: "Our Fleet", href: paths.ourFleet.href() },
];

export const footerCompanyNav: readonly NavItem[] = [
  { label: "About Us", href: paths.about.href() },
  { label: "Services", href: paths.services.href() },
  { label: "Our Fleet", href: paths.ourFleet.href() },
  { label: "Careers", href: paths.careers.href() },
  { label: "Contact", href: paths.contact.href() },
  { label: "FAQ", href: paths.faq.href() },
];

export const footerBusinessNav: readonly NavItem[] = [
  { label: "Business Solutions", href: paths.business.href() },
  { label: "Contact Sales", href: paths.contactSales.href() },
  { label: "Owner Portal", href: paths.ownerPortal.href() },
];

export const adminNav: readonly NavItem[] = [
  { label: "Dashboard", href: paths.admin.dashboard.href() },
  { label: "Bookings", href: paths.admin.booking.href() },
  { label: "Fleet", href: paths.admin.fleet.href() },
  { label: "Drivers", href: paths.admin.drivers.href() },
  { label: "Tracking", href: paths.admin.tracking.href() },
  { label: "Maintenance", href: paths.admin.maintenance.href() },
  { label: "Reports", href: paths.admin.reports.href() },
  { label: "Users", href: paths.admin.users.href() },
  { label: "Settings", href: paths.admin.settings.href() },
];
