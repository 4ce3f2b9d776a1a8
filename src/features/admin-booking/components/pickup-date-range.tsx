import { lazy, Suspense, useState } from "react";
import { CalendarDays, X } from "lucide-react";
import type { DateRange } from "react-day-picker";

import {
  dateFromIsoDate,
  formatIsoDateRange,
  isoDateFromDate,
} from "@/lib/dates";
import { Button } from "@/components/ui/button";
import {
  Popover,
  PopoverContent,
  PopoverTrigger,
} from "@/components/ui/popover";

// react-day-picker downloads when the range is first opened, not with the page.
const loadCalendar = () => import("@/components/ui/calendar");
const Calendar = lazy(async () => ({
  default: (await loadCalendar()).Calendar,
}));

// The ends keep the calendar's gold circle; the days between get a quiet band.
const rangeClassNames = {
  range_middle:
    "bg-primary/15 [&>button]:bg-transparent! [&>button]:font-normal! [&>button]:text-foreground!",
};

function label(from?: string, to?: string) {
  return from ? formatIsoDateRange(from, to) : "Pickup date";
}

/** A pickup date range (Lagos calendar days) for the bookings list. */
export function PickupDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (range: { from?: string; to?: string }) => void;
}) {
  const [open, setOpen] = useState(false);
  const selected: DateRange | undefined = from
    ? { from: dateFromIsoDate(from), to: dateFromIsoDate(to ?? from) }
    : undefined;
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          size="sm"
          className={from ? "border-primary/50" : "border-dashed"}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          <CalendarDays aria-hidden="true" />
          {label(from, to)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-3">
        <Suspense fallback={<div aria-hidden="true" className="h-68 w-65" />}>
          <Calendar
            mode="range"
            selected={selected}
            defaultMonth={selected?.from}
            classNames={rangeClassNames}
            onSelect={(range) =>
              onChange({
                from: range?.from && isoDateFromDate(range.from),
                to: range?.to && isoDateFromDate(range.to),
              })
            }
          />
        </Suspense>
        {from && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-2 w-full"
            onClick={() => {
              onChange({});
              setOpen(false);
            }}
          >
            <X aria-hidden="true" />
            Clear dates
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
