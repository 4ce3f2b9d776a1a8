import { useQuery } from "@tanstack/react-query";

import { searchParams } from "@/config/search-params";
import { ServerDataTable } from "@/components/data-table/server-data-table";
import { useTableUrlState } from "@/components/data-table/use-table-url-state";

import { auditLogQueries } from "../api/queries";
import { actionLogColumns } from "./action-log-columns";
import { ActionLogFilters } from "./action-log-filters";

/** The action log: who changed which record and how, newest first, paged by the server. */
export function ActionLog() {
  const urlState = useTableUrlState(searchParams.adminActionLog.schema);
  const query = useQuery(auditLogQueries.page(urlState.search));

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <ActionLogFilters urlState={urlState} />
      <ServerDataTable
        query={query}
        urlState={urlState}
        columns={actionLogColumns}
        getRowId={(row) => String(row.id)}
        caption="Action log"
        emptyText="No actions logged yet."
        noMatchText="No actions match these filters."
        errorText="Error fetching data"
      />
    </div>
  );
}
