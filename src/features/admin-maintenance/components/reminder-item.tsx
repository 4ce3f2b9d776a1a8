import { Settings2, Wrench } from "lucide-react";

import { formatIsoDate } from "@/lib/dates";
import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";

import {
  daysText,
  formatKm,
  kmText,
  lastServiceText,
  reminderState,
} from "../reminder-text";
import type { ServiceReminder } from "../types";

/** One vehicle's next service: when, at what reading, and how close. */
export function ReminderItem({
  reminder: r,
  onLogService,
  onEditInterval,
}: {
  reminder: ServiceReminder;
  onLogService: (r: ServiceReminder) => void;
  onEditInterval: (r: ServiceReminder) => void;
}) {
  const state = reminderState(r);
  const name = `${r.model} (${r.registrationNumber})`;
  const urgent = r.overdue ? "text-danger" : r.dueSoon ? "text-warning" : "";
  return (
    <li
      className="grid gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
      data-state={r.overdue ? "overdue" : r.dueSoon ? "due-soon" : "ok"}
    >
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-foreground">
          {name}
          <Badge variant={state.tone}>{state.label}</Badge>
        </p>
        <p className={cn("text-sm tabular-nums", urgent)}>
          Due {formatIsoDate(r.nextDueDate)} ({daysText(r.daysRemaining)})
          {r.nextDueKm !== null && r.kmRemaining !== null
            ? ` · or at ${formatKm(r.nextDueKm)} (${kmText(r.kmRemaining)})`
            : null}
        </p>
        <p className="text-xs text-muted-foreground">
          {lastServiceText(r)} · every {r.intervalDays} days or{" "}
          {formatKm(r.intervalKm)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={r.overdue ? "default" : "outline"}
          aria-label={`Log service for ${name}`}
          onClick={() => onLogService(r)}
        >
          <Wrench aria-hidden="true" />
          Log service
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Service interval for ${name}`}
          onClick={() => onEditInterval(r)}
        >
          <Settings2 aria-hidden="true" />
          Interval
        </Button>
      </div>
    </li>
  );
}
