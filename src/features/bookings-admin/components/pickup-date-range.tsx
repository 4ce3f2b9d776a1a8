import { useState } from "react";
import { CalendarDays, X } from "lucide-react";
import type { DateRange } from "react-day-picker";

import { dateFromIsoDate, formatIsoDate, isoDateFromDate } from "@/lib/dates";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import {
  Popover,
  PopoverContent,
  PopoverTrigger,
} from "@/components/ui/popover";

const rangeClassNames = {
  range_start:
    "[&>button]:bg-primary [&>button]:text-primary-foreground rounded-l-full bg-primary/15",
  range_middle:
    "bg-primary/15 [&>button]:bg-transparent [&>button]:text-foreground [&>button]:font-normal",
  range_end:
    "[&>button]:bg-primary [&>button]:text-primary-foreground rounded-r-full bg-primary/15",
};

function label(from?: string, to?: string) {
  if (!from) return "Pickup date";
  if (!to || to === from) return formatIsoDate(from);
  return `${formatIsoDate(from)} – ${formatIsoDate(to)}`;
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
        >
          <CalendarDays aria-hidden="true" />
          {label(from, to)}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-3">
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
