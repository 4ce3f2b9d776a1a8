import { useId } from "react";
import { useQuery } from "@tanstack/react-query";
import { X } from "lucide-react";

import {
  AUDIT_LOG_ACTIONS,
  AUDIT_LOG_TABLES,
  type AdminActionLogSearch,
} from "@/config/search-params";
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
import { DataTableFacetedFilter } from "@/components/data-table/faceted-filter";
import type { TableUrlState } from "@/components/data-table/use-table-url-state";

import { auditLogQueries } from "../api/queries";
import { actionLabel, SYSTEM_ACTOR, tableLabel } from "../describe";

const EVERYONE = "everyone";
const tableOptions = AUDIT_LOG_TABLES.map((value) => ({
  value,
  label: tableLabel(value),
}));
const actionOptions = AUDIT_LOG_ACTIONS.map((value) => ({
  value,
  label: actionLabel(value),
}));

/** Who, which table, which action and which days: every choice goes to the URL. */
export function ActionLogFilters({
  urlState,
}: {
  urlState: TableUrlState<AdminActionLogSearch>;
}) {
  const id = useId();
  const { search } = urlState;
  const actors = useQuery(auditLogQueries.actors());
  const actorChoices = [...new Set([...(actors.data ?? []), search.actor])]
    .filter((value): value is string => Boolean(value))
    .filter((value) => value !== SYSTEM_ACTOR);

  return (
    <div
      role="group"
      aria-label="Filter the action log"
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-actor`}>Who</Label>
        <Select
          value={search.actor ?? EVERYONE}
          onValueChange={(value) =>
            urlState.setFilter("actor", value === EVERYONE ? undefined : value)
          }
        >
          <SelectTrigger id={`${id}-actor`} className="h-9 w-full sm:w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={EVERYONE}>Everyone</SelectItem>
            <SelectItem value={SYSTEM_ACTOR}>System</SelectItem>
            {actorChoices.map((email) => (
              <SelectItem key={email} value={email}>
                {email}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-from`}>From</Label>
          <Input
            id={`${id}-from`}
            type="date"
            value={search.from ?? ""}
            max={search.to}
            onChange={(event) =>
              urlState.setFilter("from", event.target.value || undefined)
            }
            className="h-9 sm:w-40"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-to`}>To</Label>
          <Input
            id={`${id}-to`}
            type="date"
            value={search.to ?? ""}
            min={search.from}
            onChange={(event) =>
              urlState.setFilter("to", event.target.value || undefined)
            }
            className="h-9 sm:w-40"
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <DataTableFacetedFilter
          title="Table"
          options={tableOptions}
          selected={search.table}
          onSelectedChange={(values) => urlState.setFilter("table", values)}
        />
        <DataTableFacetedFilter
          title="Action"
          options={actionOptions}
          selected={search.action}
          onSelectedChange={(values) => urlState.setFilter("action", values)}
        />
        {urlState.isFiltered ? (
          <Button variant="ghost" size="sm" onClick={urlState.reset}>
            Reset
            <X aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </div>
  );
}
