import { useState } from "react";
import { useQuery } from "@tanstack/react-query";

import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

import { maintenanceQueries } from "../api/queries";
import type { ServiceReminder } from "../types";
import { ReminderItem } from "./reminder-item";

// The most pressing few stay above the log; the whole fleet is one click away.
const FIRST = 3;

/**
 * Service reminders, overdue first, then due soon, then by due date. Each can log its service
 * (the form opens prefilled) or change its interval.
 */
export function ServiceRemindersPanel({
  onLogService,
  onEditInterval,
}: {
  onLogService: (r: ServiceReminder) => void;
  onEditInterval: (r: ServiceReminder) => void;
}) {
  const reminders = useQuery(maintenanceQueries.reminders());
  const [showAll, setShowAll] = useState(false);
  const all = reminders.data ?? [];
  const pressing = all.filter((r) => r.overdue || r.dueSoon);
  const shown = showAll ? all : pressing.slice(0, FIRST);
  const overdue = all.filter((r) => r.overdue).length;

  return (
    <section
      aria-labelledby="service-reminders-title"
      className="grid gap-3 rounded-2xl border border-border/80 bg-card p-4 shadow-soft sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="service-reminders-title" className="text-lg text-foreground">
          Service reminders
        </h2>
        {reminders.data ? (
          <p className="text-xs text-muted-foreground">
            {overdue} overdue · {pressing.length - overdue} due soon ·{" "}
            {all.length} vehicles
          </p>
        ) : null}
      </div>
      {reminders.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : reminders.isError ? (
        <p role="alert" className="text-sm text-danger">
          Error fetching logs
        </p>
      ) : (
        <>
          {shown.length ? (
            <ul className="divide-y divide-border">
              {shown.map((r) => (
                <ReminderItem
                  key={r.vehicleId}
                  reminder={r}
                  onLogService={onLogService}
                  onEditInterval={onEditInterval}
                />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted-foreground">
              Every vehicle is on schedule.
            </p>
          )}
          {all.length > shown.length || showAll ? (
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start"
              aria-expanded={showAll}
              onClick={() => setShowAll((value) => !value)}
            >
              {showAll ? "Show fewer" : `Show all ${all.length} vehicles`}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
