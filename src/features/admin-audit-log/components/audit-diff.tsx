import { useId, useState } from "react";
import { ArrowRight, ChevronDown } from "lucide-react";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

import type { AuditLogEntry } from "../api/fetch-audit-log";
import { auditChanges, fieldLabel, formatAuditValue } from "../diff";

function summary(action: string, count: number): string {
  const fields = `${count} ${count === 1 ? "field" : "fields"}`;
  if (action === "insert") return `New record, ${fields}`;
  if (action === "delete") return `Removed record, ${fields}`;
  return count === 0 ? "No field changed" : `${fields} changed`;
}

/** An entry's before/after difference, folded until asked for. */
export function AuditDiff({ entry }: { entry: AuditLogEntry }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const changes = auditChanges(entry);
  if (changes.length === 0)
    return (
      <span className="text-xs text-muted-foreground">
        {summary(entry.action, 0)}
      </span>
    );

  return (
    <div className="grid min-w-56 gap-2">
      <Button
        variant="ghost"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="h-8 w-fit justify-start px-2 text-xs"
      >
        <ChevronDown
          aria-hidden
          className={cn("transition-transform", open && "rotate-180")}
        />
        {summary(entry.action, changes.length)}
      </Button>
      {open ? (
        <dl
          id={panelId}
          className="grid max-w-md gap-1.5 rounded-md border border-border bg-muted/30 p-2.5 text-xs"
        >
          {changes.map((change) => (
            <div key={change.field} className="grid gap-0.5">
              <dt className="font-medium text-muted-foreground">
                {fieldLabel(change.field)}
              </dt>
              <dd className="flex flex-wrap items-center gap-1.5 [overflow-wrap:anywhere]">
                {"before" in change ? (
                  <del className="text-danger decoration-danger/60">
                    {formatAuditValue(change.before)}
                  </del>
                ) : null}
                {"before" in change && "after" in change ? (
                  <ArrowRight className="size-3 shrink-0" aria-label="to" />
                ) : null}
                {"after" in change ? (
                  <ins className="text-success no-underline">
                    {formatAuditValue(change.after)}
                  </ins>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
