import type { ActionOf } from "../schemas.ts";
import type { UserAdmin, UserPage } from "../store.ts";

/** One page of accounts, newest first, searched by e-mail and name in the database. */
export function listUsers(
  request: ActionOf<"list">,
  users: UserAdmin,
): Promise<UserPage> {
  return users.listUsers(request.page, request.perPage, request.q);
}
