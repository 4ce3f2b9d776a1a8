import { z } from "@/lib/zod";

/** One row of `dashboard_alerts()`; the ids are null where the alert has no such subject. */
export const dashboardAlertSchema = z.object({
  kind: z.enum([
    "licence_expired",
    "licence_expiring",
    "booking_unassigned",
    "vehicle_in_maintenance",
    "service_overdue",
    "service_due_soon",
  ]),
  severity: z.enum(["critical", "warning"]),
  title: z.string(),
  detail: z.string(),
  booking_id: z.string().nullable(),
  driver_id: z.string().nullable(),
  vehicle_id: z.string().nullable(),
});

export type DashboardAlert = z.infer<typeof dashboardAlertSchema>;

export const dashboardAlertsSchema = z.array(dashboardAlertSchema);
