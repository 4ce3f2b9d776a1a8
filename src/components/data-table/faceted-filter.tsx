import { useId } from "react";
import { Check, PlusCircle } from "lucide-react";

import { cn } from "@/lib/utils";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Popover,
  PopoverContent,
  PopoverTrigger,
} from "@/components/ui/popover";

export type FacetOption = {
  value: string;
  label: string;
  /** How many rows have this value, when the server reports it. */
  count?: number;
};

/** A filter with several checkable values; the selection is kept in option order. */
export function DataTableFacetedFilter({
  title,
  options,
  selected,
  onSelectedChange,
  clearLabel = "Clear filter",
}: {
  title: string;
  options: readonly FacetOption[];
  selected: readonly string[];
  onSelectedChange: (values: string[]) => void;
  clearLabel?: string;
}) {
  const groupId = useId();
  const chosen = new Set(selected);

  function toggle(value: string) {
    if (chosen.has(value)) chosen.delete(value);
    else chosen.add(value);
    onSelectedChange(
      options.map((option) => option.value).filter((v) => chosen.has(v)),
    );
  }

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button variant="outline" size="sm" className="border-dashed">
          <PlusCircle aria-hidden="true" />
          {title}
          {selected.length > 0 && (
            <Badge variant="gold" className="ml-1">
              <span className="sr-only">{", "}</span>
              {selected.length}
              <span className="sr-only">{" selected"}</span>
            </Badge>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-60 p-1.5">
        <div role="group" aria-labelledby={groupId}>
          <p
            id={groupId}
            className="px-2.5 py-1.5 text-xs font-semibold text-muted-foreground"
          >
            {title}
          </p>
          {options.map((option) => {
            const isChecked = chosen.has(option.value);
            return (
              <button
                key={option.value}
                type="button"
                role="checkbox"
                aria-checked={isChecked}
                onClick={() => toggle(option.value)}
                className="flex w-full cursor-pointer items-center gap-2.5 rounded-md px-2.5 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "flex size-4 items-center justify-center rounded-sm border border-primary/60",
                    isChecked && "bg-primary text-primary-foreground",
                  )}
                >
                  {isChecked && <Check className="size-3" />}
                </span>
                <span className="flex-1">{option.label}</span>
                {option.count !== undefined && (
                  <span className="sr-only">{", "}</span>
                )}
                {option.count !== undefined && (
                  <span className="font-mono text-xs text-muted-foreground tabular-nums">
                    {option.count}
                  </span>
                )}
              </button>
            );
          })}
        </div>
        {selected.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            className="mt-1 w-full justify-center rounded-md"
            onClick={() => onSelectedChange([])}
          >
            {clearLabel}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
