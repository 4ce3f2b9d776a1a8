import { useQuery } from "@tanstack/react-query";

import { enumOptions } from "@/lib/vocabulary";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

import { maintenanceQueries } from "../api/queries";
import type { MaintenanceFilters } from "../types";

const ALL = "all";
const typeOptions = enumOptions("maintenance_log_type");

type FilterChange = Partial<
  Record<keyof MaintenanceFilters, string | undefined>
>;

/** One vehicle, one type and a date range: exactly what the totals can be asked for. */
export function LogFilters({
  filters,
  isFiltered,
  onChange,
  onReset,
}: {
  filters: MaintenanceFilters;
  isFiltered: boolean;
  onChange: (change: FilterChange) => void;
  onReset: () => void;
}) {
  const vehicles = useQuery(maintenanceQueries.vehicleOptions());
  return (
    <div
      role="group"
      aria-label="Filter the log"
      className="grid grid-cols-2 items-end gap-2 sm:flex sm:flex-wrap"
    >
      <div className="col-span-2 grid gap-1.5 sm:w-64">
        <Label htmlFor="log-filter-vehicle">Vehicle</Label>
        <Select
          value={filters.vehicle ?? ALL}
          onValueChange={(value) =>
            onChange({ vehicle: value === ALL ? undefined : value })
          }
        >
          <SelectTrigger id="log-filter-vehicle" className="h-9">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All vehicles</SelectItem>
            {(vehicles.data ?? []).map((v) => (
              <SelectItem key={v.id} value={v.id}>
                {v.model} ({v.registration_number})
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="col-span-2 grid gap-1.5 sm:w-40">
        <Label htmlFor="log-filter-type">Type</Label>
        <Select
          value={filters.type ?? ALL}
          onValueChange={(value) =>
            onChange({ type: value === ALL ? undefined : value })
          }
        >
          <SelectTrigger id="log-filter-type" className="h-9">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All types</SelectItem>
            {typeOptions.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-1.5 sm:w-40">
        <Label htmlFor="log-filter-from">From</Label>
        <Input
          id="log-filter-from"
          type="date"
          className="h-9"
          value={filters.from ?? ""}
          max={filters.to}
          onChange={({ target: { value } }) =>
            // A start after the end moves the end with it, so the range stays a range.
            onChange(
              filters.to && value > filters.to
                ? { from: value, to: value }
                : { from: value },
            )
          }
        />
      </div>
      <div className="grid gap-1.5 sm:w-40">
        <Label htmlFor="log-filter-to">To</Label>
        <Input
          id="log-filter-to"
          type="date"
          className="h-9"
          value={filters.to ?? ""}
          min={filters.from}
          onChange={({ target: { value } }) =>
            onChange(
              filters.from && value && value < filters.from
                ? { from: value, to: value }
                : { to: value },
            )
          }
        />
      </div>
      {isFiltered ? (
        <Button
          variant="ghost"
          size="sm"
          className="col-span-2 h-9 justify-self-start"
          onClick={onReset}
        >
          Reset
        </Button>
      ) : null}
    </div>
  );
}
