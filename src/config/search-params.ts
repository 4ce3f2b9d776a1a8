import { Constants } from "@/lib/database.types";
import { z } from "@/lib/zod";

import { paths, type SearchInput } from "./paths";

/** A blank value reads as absent; anything unreadable falls back to the default, never throws. */
const optionalText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .transform((value) => value || undefined)
  .catch(undefined);

/** An optional calendar date (`2026-06-30`); an impossible one reads as absent. */
const isoDateParam = z.iso.date().optional().catch(undefined);

/** A filter's values in the URL as a repeated key (`status=a&status=b`), each known value once. */
export function listParam<const V extends string>(values: readonly V[]) {
  return z
    .preprocess(
      (raw) => (typeof raw === "string" ? [raw] : (raw ?? [])),
      z.array(z.string()),
    )
    .catch([])
    .transform((list) =>
      [...new Set(list)].filter((item): item is V =>
        (values as readonly string[]).includes(item),
      ),
    );
}

export const pageSizeOptions = [10, 25, 50, 100] as const;
export type PageSize = (typeof pageSizeOptions)[number];

type SortValue<C extends string> = `${C}.${"asc" | "desc"}`;

/**
 * Every table's URL contract, declared one way: page, page size, one sort (`column.asc|desc`),
 * search and the table's own filters (lists from `listParam`, optional bounds such as a date).
 * Invalid values fall back to the defaults, so a hand-edited or stale link still opens.
 */
export function tableSearchSchema<
  const C extends string,
  F extends Record<string, z.ZodType> = Record<never, never>,
>(options: {
  sortColumns: readonly C[];
  defaultSort?: SortValue<C>;
  defaultPageSize?: PageSize;
  filters?: F;
}) {
  const sortValues = new Set<string>(
    options.sortColumns.flatMap((column) => [
      `${column}.asc`,
      `${column}.desc`,
    ]),
  );
  const defaultPageSize = options.defaultPageSize ?? 25;
  return z.object({
    page: z.coerce.number().int().min(1).catch(1),
    pageSize: z.coerce
      .number()
      .refine((size) => (pageSizeOptions as readonly number[]).includes(size))
      .catch(defaultPageSize),
    sort: z
      .custom<SortValue<C>>(
        (value) => typeof value === "string" && sortValues.has(value),
      )
      .optional()
      .catch(undefined)
      .transform((value) => value ?? options.defaultSort),
    q: optionalText,
    ...(options.filters ?? ({} as F)),
  });
}

/** The keys of a schema whose default is a list: the URL repeats them. */
function listKeysOf(schema: z.ZodObject): ReadonlySet<string> {
  const defaults = schema.safeParse({}).data ?? {};
  return new Set(
    Object.entries(defaults)
      .filter(([, value]) => Array.isArray(value))
      .map(([key]) => key),
  );
}

/** What `href` accepts: any subset of the parsed values, lists possibly read-only. */
type SearchOf<T> = {
  [K in keyof T]?: T[K] extends readonly (infer E)[] ? readonly E[] : T[K];
};

/**
 * One route's search parameters: `href(search)` builds the URL, `parse(params)` reads it back as
 * typed values with defaults.
 */
function searchContract<S extends z.ZodObject, I extends SearchInput>(
  route: { href: (search?: I) => string },
  schema: S,
) {
  const lists = listKeysOf(schema);
  return {
    schema,
    href: (search?: I & SearchOf<z.output<S>>) => route.href(search),
    parse(params: URLSearchParams): z.output<S> {
      const raw: Record<string, unknown> = {};
      for (const key of Object.keys(schema.shape))
        raw[key] = lists.has(key)
          ? params.getAll(key)
          : (params.get(key) ?? undefined);
      return schema.parse(raw);
    },
  };
}

export const BOOKING_SORT_COLUMNS = [
  "created_at",
  "booking_time",
  "fare_kobo",
  "customer_name",
  "status",
] as const;

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

export const searchParams = {
  auth: searchContract(
    paths.auth,
    z.object({
      redirectTo: optionalText,
      tab: z.enum(["login", "sign-up"]).catch("login"),
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
        from: isoDateParam,
        to: isoDateParam,
      },
    }),
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
