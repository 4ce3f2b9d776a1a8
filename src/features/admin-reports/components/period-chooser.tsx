import { formatMonthRange, type MonthRange } from "@/lib/months";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

import { rangePresets } from "../period";

/** One month of the last twelve, or a span (last 3 months, the year to date, last 12 months). */
export function PeriodChooser({
  range,
  onChange,
}: {
  range: MonthRange;
  onChange: (range: MonthRange) => void;
}) {
  const presets = rangePresets();
  const current = presets.find(
    (p) => p.range.from === range.from && p.range.to === range.to,
  );
  const extra = current
    ? []
    : [{ id: "url", label: formatMonthRange(range), range }];
  const options = [...extra, ...presets];
  return (
    <div className="grid gap-1.5">
      <label htmlFor="report-period" className="text-sm font-medium">
        Period
      </label>
      <Select
        value={current?.id ?? "url"}
        onValueChange={(id) => {
          const chosen = options.find((p) => p.id === id);
          if (chosen) onChange(chosen.range);
        }}
      >
        <SelectTrigger id="report-period" className="w-full sm:w-56">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map((p) => (
            <SelectItem key={p.id} value={p.id}>
              {p.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
