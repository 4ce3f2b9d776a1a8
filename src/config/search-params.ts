import { Constants } from "@/lib/database.types";
import { z } from "@/lib/zod";

import { paths } from "./paths";
import {
  isoDateParam,
  listParam,
  monthParam,
  optionalText,
  pageParam,
  quarterParam,
  searchContract,
  tableSearchSchema,
} from "./search-schema";

/**
 * Every screen's URL contract, one zod schema each, built from `search-schema.ts`: a screen reads
 * its parameters with `parse`, links to itself with `href` (or `query`, `update`), and never reads
 * `URLSearchParams` by hand. Loaded only by the screens that use it: zod stays off the home page.
 */

export const BOOKING_SORT_COLUMNS = [
  "created_at",
  "booking_time",
  "fare_kobo",
  "customer_name",
  "status",
] as const;

/**
 * A completed ride is paid when the ledger's net (charges − refunds) reaches the fare; `unpaid`
 * is one still owing; `refunded` is a ride whose payment went back to the rider.
 */
export const PAYMENT_STATES = ["paid", "unpaid", "refunded"] as const;

export const SETTINGS_SECTIONS = [
  "password",
  "two-factor",
  "action-log",
  "business",
] as const;

/** The audited tables the action log can be filtered by (audit_log.table_name). */
export const AUDIT_LOG_TABLES = [
  "fleets",
  "drivers",
  "driver_documents",
  "bookings",
  "payments",
  "maintenance_logs",
  "revenue_reports",
  "report_periods",
  "operator_settings",
  "auth.users",
] as const;

export const AUDIT_LOG_ACTIONS = [
  "insert",
  "update",
  "delete",
  "role_change",
] as const;

export const MAINTENANCE_SORT_COLUMNS = ["log_date", "cost_kobo"] as const;

export const FLEET_SORT_COLUMNS = [
  "created_at",
  "model",
  "registration_number",
  "seating_capacity",
  "status",
  "owner",
] as const;

/** The owner portal's periods (components/period/period.ts); a month is the default. */
export const PERIOD_KINDS = ["month", "quarter", "ytd", "custom"] as const;

export const MY_RIDES_TABS = ["upcoming", "past"] as const;

/** The kinds of link an auth e-mail sends (the `type` of its token). */
export const EMAIL_LINK_TYPES = [
  "invite",
  "recovery",
  "signup",
  "magiclink",
  "email_change",
] as const;

export type EmailLinkType = (typeof EMAIL_LINK_TYPES)[number];

/** A value from an auth e-mail's link; blank or unreadable reads as absent (null). */
const linkText = z
  .string()
  .trim()
  .max(2000)
  .optional()
  .transform((value) => value || null)
  .catch(null);

/**
 * A payment reference as Paystack's checkout returns it to the callback URL (ours are
 * `PAY-<booking reference>-<8 hex>`; Paystack allows letters, digits, `-`, `.` and `=`); anything
 * else reads as absent, so the page never asks the server about it.
 */
const paymentReference = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9.=-]{1,100}$/)
  .optional()
  .catch(undefined);

export const searchParams = {
  auth: searchContract(
    paths.auth,
    z.object({
      redirectTo: optionalText,
      tab: z.enum(["login", "sign-up"]).catch("login"),
    }),
  ),
  /** Where every auth e-mail's link lands; anything unreadable counts as absent. */
  authConfirm: searchContract(
    paths.authConfirm,
    z.object({
      token_hash: linkText,
      type: z.enum(EMAIL_LINK_TYPES).nullable().catch(null),
      redirect_to: linkText,
    }),
  ),
  /** The home page's quick-booking card prefills the booking form's two ends. */
  bookARide: searchContract(
    paths.bookARide,
    z.object({ pickup: optionalText, dropoff: optionalText }),
  ),
  /** Newest first, 25 a page; pickup dates (`from`, `to`) are Lagos calendar days. */
  adminBooking: searchContract(
    paths.admin.booking,
    tableSearchSchema({
      sortColumns: BOOKING_SORT_COLUMNS,
      defaultSort: "created_at.desc",
      filters: {
        status: listParam(Constants.public.Enums.booking_status),
        service: listParam(Constants.public.Enums.service_type),
        paid: listParam(PAYMENT_STATES),
        from: isoDateParam,
        to: isoDateParam,
      },
    }),
  ),
  /** Upcoming rides unless `tab=past`; pages past 10,000 read as the first. */
  myRides: searchContract(
    paths.myRides,
    z.object({
      tab: z.enum(MY_RIDES_TABS).catch("upcoming"),
      page: pageParam(10_000),
    }),
  ),
  /**
   * The ride page back from Paystack's checkout: `?trxref=<ref>&reference=<ref>` (the same
   * reference twice). The page verifies it, then takes both out of its address. The ride link
   * itself is the path (paths.ride), so `href` here is only the query's spelling.
   */
  ride: searchContract(
    { path: paths.ride.path, href: () => paths.ride.path },
    z.object({ reference: paymentReference, trxref: paymentReference }),
  ),
  /**
   * `?period=quarter&quarter=2026-Q3`, `?period=custom&from=2026-01&to=2026-06`, … Each part falls
   * back alone; which period they make (and the last complete month when they make none) is
   * `periodFromSearch` in components/period/period.ts.
   */
  ownerPortal: searchContract(
    paths.ownerPortal,
    z.object({
      period: z.enum(PERIOD_KINDS).catch("month"),
      month: monthParam,
      quarter: quarterParam,
      from: monthParam,
      to: monthParam,
    }),
  ),
  /** Newest first, 25 a page, a status filter; `q` searches model, plate and owner. */
  adminFleet: searchContract(
    paths.admin.fleet,
    tableSearchSchema({
      sortColumns: FLEET_SORT_COLUMNS,
      defaultSort: "created_at.desc",
      filters: { status: listParam(Constants.public.Enums.vehicle_status) },
    }),
  ),
  /** 25 cards a page, by name; `q` searches name, phone, e-mail and licence number. */
  adminDrivers: searchContract(
    paths.admin.drivers,
    tableSearchSchema({
      sortColumns: ["name"],
      defaultSort: "name.asc",
      filters: { status: listParam(Constants.public.Enums.driver_status) },
    }),
  ),
  /** `?from=2026-08&to=2026-10`, or `?from=2026-10` for one month (admin-reports/period.ts). */
  adminReports: searchContract(
    paths.admin.reports,
    z.object({ from: monthParam, to: monthParam }),
  ),
  /** Newest first (the only order), 25 a page; `q` searches e-mail and full name. */
  adminUsers: searchContract(
    paths.admin.users,
    tableSearchSchema({ sortColumns: [] }),
  ),
  /** Settings opens on one section; the action log's filters share its URL. */
  adminSettings: searchContract(
    paths.admin.settings,
    z.object({ section: z.enum(SETTINGS_SECTIONS).catch("password") }),
  ),
  /** Newest first, 25 a page; `actor` is an e-mail or `system`, dates are Lagos calendar days. */
  adminActionLog: searchContract(
    paths.admin.settings,
    tableSearchSchema({
      sortColumns: ["at"],
      defaultSort: "at.desc",
      filters: {
        actor: optionalText,
        table: listParam(AUDIT_LOG_TABLES),
        action: listParam(AUDIT_LOG_ACTIONS),
        from: isoDateParam,
        to: isoDateParam,
      },
    }),
  ),
  /** Newest first, 25 a page; one vehicle, one type, dates (`from`, `to`) as Lagos calendar days. */
  adminMaintenance: searchContract(
    paths.admin.maintenance,
    tableSearchSchema({
      sortColumns: MAINTENANCE_SORT_COLUMNS,
      defaultSort: "log_date.desc",
      filters: {
        vehicle: z.uuid().optional().catch(undefined),
        type: z
          .enum(Constants.public.Enums.maintenance_log_type)
          .optional()
          .catch(undefined),
        from: isoDateParam,
        to: isoDateParam,
      },
    }),
  ),
};

export type AdminUsersSearch = z.output<typeof searchParams.adminUsers.schema>;

export type AdminBookingSearch = z.output<
  typeof searchParams.adminBooking.schema
>;

export type AdminActionLogSearch = z.output<
  typeof searchParams.adminActionLog.schema
>;

export type AdminMaintenanceSearch = z.output<
  typeof searchParams.adminMaintenance.schema
>;

export type AdminFleetSearch = z.output<typeof searchParams.adminFleet.schema>;

export type AdminDriversSearch = z.output<
  typeof searchParams.adminDrivers.schema
>;

export type OwnerPortalSearch = z.output<
  typeof searchParams.ownerPortal.schema
>;

export type AdminReportsSearch = z.output<
  typeof searchParams.adminReports.schema
>;
