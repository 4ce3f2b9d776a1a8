import type { ComponentType } from "react";
import { MoreHorizontal } from "lucide-react";

import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

export type RowAction = {
  label: string;
  onSelect: () => void;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  variant?: "default" | "destructive";
  disabled?: boolean;
};

/** A row's menu; destructive actions are set apart at the end. */
export function DataTableRowActions({
  label,
  actions,
}: {
  /** Names the row, e.g. "Actions for EKO-2026-0001". */
  label: string;
  actions: readonly RowAction[];
}) {
  const regular = actions.filter((action) => action.variant !== "destructive");
  const destructive = actions.filter(
    (action) => action.variant === "destructive",
  );

  function item(action: RowAction) {
    const Icon = action.icon;
    return (
      <DropdownMenuItem
        key={action.label}
        variant={action.variant}
        disabled={action.disabled}
        onSelect={action.onSelect}
      >
        {Icon && <Icon className="size-4" aria-hidden />}
        {action.label}
      </DropdownMenuItem>
    );
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={label}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {regular.map(item)}
        {regular.length > 0 && destructive.length > 0 && (
          <DropdownMenuSeparator />
        )}
        {destructive.map(item)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
