import * as React from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { DayPicker } from "react-day-picker";

import { cn } from "@/lib/utils";
import { buttonVariants } from "@/components/ui/button";

/** Month calendar over react-day-picker; the week starts on Sunday (the library default). */
function Calendar({
  className,
  classNames,
  showOutsideDays = true,
  ...props
}: React.ComponentProps<typeof DayPicker>) {
  return (
    <DayPicker
      data-slot="calendar"
      showOutsideDays={showOutsideDays}
      className={cn("p-1 text-sm", className)}
      classNames={{
        months: "relative flex flex-col",
        month: "flex flex-col gap-3",
        month_caption:
          "flex h-9 items-center justify-center font-medium text-foreground",
        caption_label: "text-sm font-semibold",
        nav: "absolute inset-x-0 top-0 flex items-center justify-between",
        button_previous: cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "size-9 rounded-full",
        ),
        button_next: cn(
          buttonVariants({ variant: "ghost", size: "icon" }),
          "size-9 rounded-full",
        ),
        month_grid: "w-full border-collapse",
        weekdays: "flex",
        weekday: "flex-1 text-center text-xs font-normal text-muted-foreground",
        week: "mt-1 flex w-full",
        day: "flex-1 p-0 text-center",
        day_button: cn(
          "mx-auto flex size-9 cursor-pointer items-center justify-center rounded-full text-sm text-foreground transition-colors outline-none",
          "hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-not-allowed",
        ),
        selected:
          "[&>button]:bg-primary [&>button]:font-semibold [&>button]:text-primary-foreground [&>button]:hover:bg-primary",
        today: "[&>button]:ring-1 [&>button]:ring-primary/60",
        outside: "[&>button]:text-muted-foreground/60",
        disabled:
          "[&>button]:text-muted-foreground/40 [&>button]:line-through [&>button]:hover:bg-transparent",
        hidden: "invisible",
        ...classNames,
      }}
      components={{
        Chevron: ({ orientation }) =>
          orientation === "left" ? (
            <ChevronLeft aria-hidden="true" />
          ) : (
            <ChevronRight aria-hidden="true" />
          ),
      }}
      {...props}
    />
  );
}

export { Calendar };
