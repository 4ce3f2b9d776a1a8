import { lazy, Suspense, useState } from "react";
import { CalendarDays } from "lucide-react";

import {
  addDaysToDate,
  dateFromIsoDate,
  formatIsoDate,
  isoDateFromDate,
  lagosDate,
} from "@/lib/dates";
import { cn } from "@/lib/utils";
import {
  Popover,
  PopoverContent,
  PopoverTrigger,
} from "@/components/ui/popover";

import { BOOKING_HORIZON_DAYS } from "../form-values";

// react-day-picker and its date-fns only download when the customer first reaches for the date.
const loadCalendar = () => import("./pickup-calendar");
const PickupCalendar = lazy(async () => ({
  default: (await loadCalendar()).PickupCalendar,
}));

/** Holds the popover at the calendar's size while its code downloads. */
function CalendarPlaceholder() {
  return <div aria-hidden="true" className="h-68 w-65" />;
}

/**
 * The calendar with the days that can be chosen: from today (Lagos) to the booking horizon. Only
 * rendered while the popover is open, so "today" is never part of the page's first render (which
 * a pre-rendered page must share with the server).
 */
function BookableDays({
  value,
  onChoose,
}: {
  value: string;
  onChoose: (date: Date | undefined) => void;
}) {
  const todayIso = lagosDate();
  const today = dateFromIsoDate(todayIso);
  const lastDay = dateFromIsoDate(
    addDaysToDate(todayIso, BOOKING_HORIZON_DAYS),
  );
  return (
    <PickupCalendar
      mode="single"
      selected={dateFromIsoDate(value)}
      defaultMonth={dateFromIsoDate(value) ?? today}
      disabled={
        today && lastDay ? { before: today, after: lastDay } : undefined
      }
      onSelect={onChoose}
    />
  );
}

interface PickupDatePickerProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  "aria-invalid": boolean;
  "aria-describedby": string | undefined;
}

/**
 * The pickup date in a calendar popover; days before today (Lagos) and beyond the booking horizon
 * cannot be chosen.
 */
export function PickupDatePicker({
  id,
  value,
  onChange,
  onBlur,
  ...aria
}: PickupDatePickerProps) {
  const [open, setOpen] = useState(false);
  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur();
      }}
    >
      <PopoverTrigger
        id={id}
        {...aria}
        // Start the download on hover or focus, so the calendar is usually ready by the click.
        onPointerEnter={() => void loadCalendar()}
        onFocus={() => void loadCalendar()}
        className={cn(
          "flex h-11 w-full cursor-pointer items-center gap-2.5 rounded-lg border border-input bg-background/60 px-3.5 text-left text-base shadow-soft outline-none md:text-sm",
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 aria-invalid:border-destructive",
          value ? "text-foreground" : "text-muted-foreground",
        )}
      >
        <CalendarDays className="size-4 text-primary" aria-hidden="true" />
        {value ? formatIsoDate(value) : "Pick a date"}
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto p-3">
        <Suspense fallback={<CalendarPlaceholder />}>
          <BookableDays
            value={value}
            onChoose={(date) => {
              if (date) onChange(isoDateFromDate(date));
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
