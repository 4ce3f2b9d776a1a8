import { useCallback, useState } from "react";

import { searchParams } from "@/config/search-params";
import { enumOptions } from "@/lib/vocabulary";
import { DataTableToolbar } from "@/components/data-table/toolbar";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

import type { DriverCardRow } from "../types";
import { DocumentsDialog } from "./documents-dialog";
import { DriverDialog } from "./driver-dialog";
import { DriverList } from "./driver-list";

const STATUS_FILTER = [
  { key: "status", title: "Status", options: enumOptions("driver_status") },
];

/** Which dialog is open: the add/edit form (with its driver, or none to add) or the documents. */
export type DriversDialogState =
  | { kind: "closed" }
  | { kind: "form"; driver: DriverCardRow | null }
  | { kind: "documents"; driver: DriverCardRow };

/** Search, status filter and the driver cards, with their dialogs; `dialog` is the route's. */
export function DriversAdmin({
  dialog,
  onDialogChange,
}: {
  dialog: DriversDialogState;
  onDialogChange: (next: DriversDialogState) => void;
}) {
  const urlState = useTableUrlState(searchParams.adminDrivers.schema);
  const close = useCallback(
    () => onDialogChange({ kind: "closed" }),
    [onDialogChange],
  );
  // The last driver stays in a dialog while it animates out.
  const [shown, setShown] = useState<DriverCardRow | null>(null);
  const current = dialog.kind === "closed" ? shown : dialog.driver;
  if (dialog.kind !== "closed" && dialog.driver !== shown)
    setShown(dialog.driver);

  return (
    <div className="grid gap-5">
      <DataTableToolbar
        urlState={urlState}
        searchLabel="Search drivers"
        filters={STATUS_FILTER}
      />
      <DriverList
        search={urlState.search}
        isFiltered={urlState.isFiltered}
        onPage={urlState.setPage}
        onEdit={(driver) => onDialogChange({ kind: "form", driver })}
        onDocuments={(driver) => onDialogChange({ kind: "documents", driver })}
      />
      <DriverDialog
        open={dialog.kind === "form"}
        onOpenChange={(open) => !open && close()}
        driver={dialog.kind === "form" ? dialog.driver : current}
      />
      <DocumentsDialog
        open={dialog.kind === "documents"}
        onOpenChange={(open) => !open && close()}
        driver={dialog.kind === "documents" ? dialog.driver : current}
      />
    </div>
  );
}
