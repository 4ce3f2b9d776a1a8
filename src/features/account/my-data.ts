import { lagosDate } from "@/lib/dates";
import { z } from "@/lib/zod";

/**
 * What export_my_data() answers, read as far as the CSV needs it; the JSON download keeps the
 * whole document as the database wrote it.
 */
const exportedBooking = z.object({
  reference: z.string(),
  pickup_location: z.string(),
  dropoff_location: z.string(),
  booking_time: z.string(),
  service_type: z.string(),
  status: z.string(),
  fare_kobo: z.number(),
  customer_name: z.string().nullish(),
  customer_phone: z.string().nullish(),
  customer_email: z.string().nullish(),
  flight_number: z.string().nullish(),
  notes: z.string().nullish(),
  created_at: z.string(),
  completed_at: z.string().nullish(),
  cancelled_at: z.string().nullish(),
  cancellation_reason: z.string().nullish(),
});

const exportedPayment = z.object({
  reference: z.string(),
  amount_kobo: z.number(),
});

const exportedRating = z.object({
  reference: z.string(),
  rating: z.number(),
});

export const myDataSchema = z.object({
  exported_at: z.string(),
  bookings: z.array(exportedBooking),
  payments: z.array(exportedPayment),
  ratings: z.array(exportedRating),
});

export type ExportedBooking = z.infer<typeof exportedBooking>;
export type MyDataSummary = z.infer<typeof myDataSchema>;

export interface MyData {
  /** The document exactly as export_my_data() returned it. */
  raw: unknown;
  summary: MyDataSummary;
}

export type ExportFormat = "json" | "csv";

/** `ekoluxe-my-data-2026-11-27.json`: the Lagos date of the export. */
export function exportFileName(exportedAt: string, format: ExportFormat) {
  return `ekoluxe-my-data-${lagosDate(new Date(exportedAt))}.${format}`;
}
