import { keepPreviousData, queryOptions } from "@tanstack/react-query";

import type { AdminUsersSearch } from "@/config/search-params";
import type { ServerPage } from "@/lib/server-page";

import type { ManagedUser, UserPage } from "../types";
import { invokeAdminUsers } from "./admin-users";

export type UsersListParams = Pick<AdminUsersSearch, "page" | "pageSize" | "q">;

/** The function answers `users`; the table reads every server page as `rows`. */
async function fetchUsers({
  page,
  pageSize,
  q,
}: UsersListParams): Promise<ServerPage<ManagedUser>> {
  const { users, total } = await invokeAdminUsers<UserPage>({
    action: "list",
    page,
    perPage: pageSize,
    q: q ?? "",
  });
  return { rows: users, total };
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
