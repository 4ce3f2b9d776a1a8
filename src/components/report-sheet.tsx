import type { ReactNode } from "react";

import { formatMonth } from "@/lib/months";
import { cn } from "@/lib/utils";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";

interface ReportLabel {
  model: string;
  registration_number: string;
  /** The month's first day or YYYY-MM. */
  period: string;
}

interface ReportSheetProps<R extends ReportLabel> {
  /** The vehicle's monthly report shown; null closes the sheet. */
  report: R | null;
  onOpenChange: (open: boolean) => void;
  /** The title while the sheet closes, when the report is already gone. */
  closingTitle: string;
  /** What the sheet tells about the report, after its registration number. */
  about: string;
  /** Pads the body; a body that pads itself (wider on phones) leaves this off. */
  padded?: boolean;
  headerClassName?: string;
  children: (report: R) => ReactNode;
}

/**
 * A side sheet about one vehicle's month ("Lexus LX 600, September 2026"): the back office shows
 * the trips and logs a report was summed from, the owner portal how its payout was reached.
 */
export function ReportSheet<R extends ReportLabel>({
  report,
  onOpenChange,
  closingTitle,
  about,
  padded = false,
  headerClassName,
  children,
}: ReportSheetProps<R>) {
  return (
    <Sheet open={report !== null} onOpenChange={onOpenChange}>
      <SheetContent
        className={cn(
          "w-[min(100%,34rem)] overflow-y-auto",
          padded && "p-6",
          "sm:max-w-xl",
        )}
      >
        <SheetHeader className={headerClassName}>
          <SheetTitle>
            {report
              ? `${report.model}, ${formatMonth(report.period)}`
              : closingTitle}
          </SheetTitle>
          <SheetDescription>
            {report ? `${report.registration_number}: ${about}` : null}
          </SheetDescription>
        </SheetHeader>
        {report ? children(report) : null}
      </SheetContent>
    </Sheet>
  );
}
