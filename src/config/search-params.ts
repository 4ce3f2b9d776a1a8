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

/** A repeated key (`status=a&status=b`), keeping each known value once. */
function listOf<const T extends readonly string[]>(values: T) {
  return z
    .array(z.string())
    .catch([])
    .transform((items) =>
      [...new Set(items)].filter((item): item is T[number] =>
        values.includes(item),
      ),
    );
}

const sortDirection = z.enum(["asc", "desc"]);

const isoDate = z.iso.date().optional().catch(undefined);

/** What `href` accepts: any subset of the parsed values, lists possibly read-only. */
type SearchOf<T> = {
  [K in keyof T]?: T[K] extends readonly (infer E)[] ? readonly E[] : T[K];
};

/**
 * One route's search parameters: `href(search)` builds the URL, `parse(params)` reads it back as
 * typed values with defaults. `lists` names the keys that may repeat.
 */
function searchContract<S extends z.ZodObject, I extends SearchInput>(
  route: { href: (search?: I) => string },
  schema: S,
  lists: readonly (keyof z.output<S> & string)[] = [],
) {
  return {
    schema,
    href: (search?: I & SearchOf<z.output<S>>) => route.href(search),
    parse(params: URLSearchParams): z.output<S> {
      const raw: Record<string, unknown> = {};
      for (const key of Object.keys(schema.shape))
        raw[key] = lists.includes(key)
          ? params.getAll(key)
          : (params.get(key) ?? undefined);
      return schema.parse(raw);
    },
  };
}

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
export const BOOKING_SORT_COLUMNS = [
  "created_at",
  "booking_time",
  "fare_kobo",
  "customer_name",
  "status",
] as const;

export const searchParams = {
  auth: searchContract(paths.auth, z.object({ redirectTo: optionalText })),
  /** The home page's quick-booking card prefills the booking form's two ends. */
  bookARide: searchContract(
    paths.bookARide,
    z.object({ pickup: optionalText, dropoff: optionalText }),
  ),
  adminBooking: searchContract(
    paths.admin.booking,
    z.object({
      page: z.coerce.number().int().min(1).catch(1),
      pageSize: z.coerce
        .number()
        .pipe(z.literal(PAGE_SIZES))
        .catch(DEFAULT_PAGE_SIZE),
      // `column.asc` or `column.desc`; newest first unless the URL says otherwise.
      sort: z
        .templateLiteral([z.enum(BOOKING_SORT_COLUMNS), ".", sortDirection])
        .catch("created_at.desc"),
      status: listOf(Constants.public.Enums.booking_status),
      service: listOf(Constants.public.Enums.service_type),
      from: isoDate,
      to: isoDate,
      q: optionalText,
    }),
    ["status", "service"],
  ),
};
