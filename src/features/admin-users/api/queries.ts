import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { AdminUsersSearch } from "@/config/search-params";

import type { UserPage } from "../types";
import { invokeAdminUsers } from "./admin-users";

export type UsersListParams = Pick<AdminUsersSearch, "page" | "pageSize" | "q">;

function fetchUsers({ page, pageSize, q }: UsersListParams): Promise<UserPage> {
  return invokeAdminUsers<UserPage>({
    action: "list",
    page,
    perPage: pageSize,
    q: q ?? "",
  });
}

export const usersQueries = {
  all: () => ["users"] as const,
  list: (params: UsersListParams) =>
    queryOptions({
      queryKey: [...usersQueries.all(), "list", params] as const,
      queryFn: () => fetchUsers(params),
      placeholderData: keepPreviousData,
      meta: { errorTitle: "Error fetching users" },
    }),
};
