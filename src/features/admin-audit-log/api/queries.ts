import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { AdminActionLogSearch } from "@/config/search-params";

import { fetchAuditActors, fetchAuditLogPage } from "./fetch-audit-log";

const errorTitle = "Error fetching data";

export const auditLogQueries = {
  all: () => ["audit-log"] as const,
  page: (search: AdminActionLogSearch) =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), "page", search] as const,
      queryFn: () => fetchAuditLogPage(search),
      placeholderData: keepPreviousData,
      meta: { errorTitle },
    }),
  actors: () =>
    queryOptions({
      queryKey: [...auditLogQueries.all(), "actors"] as const,
      queryFn: fetchAuditActors,
      staleTime: 60_000,
      meta: { errorTitle },
    }),
};
