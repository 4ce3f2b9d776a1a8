import type { Caller } from "../_shared/auth.ts";
import { withCors } from "../_shared/cors.ts";
import { HttpError, json, readJson, requireMethod } from "../_shared/http.ts";
import { deleteUser } from "./actions/delete.ts";
import { inviteDriver } from "./actions/invite-driver.ts";
import { invite } from "./actions/invite.ts";
import { listUsers } from "./actions/list.ts";
import { resetPassword } from "./actions/reset-password.ts";
import { setUserStatus } from "./actions/set-status.ts";
import { updateUser } from "./actions/update.ts";
import { withReadableErrors } from "./respond.ts";
import { parseAdminUsersRequest, type AdminUsersRequest } from "./schemas.ts";
import type { UserAdmin } from "./store.ts";

export interface Deps {
  /** The live administrator behind the request; throws 401/403 otherwise. */
  authorize: (req: Request) => Promise<Pick<Caller, "user">>;
  /** The service-role side, used only once authorize has passed. */
  users: UserAdmin;
}

const MAX_BODY_BYTES = 8 * 1024;

/**
 * `POST {action, ...}` for the back office's user management: list, update, reset_password,
 * set_status, delete, invite (a driver, an owner or an administrator) and invite_driver (the
 * driver card's original form of a driver invitation). The caller must be a live administrator.
 */
export const handler = withCors<Deps>((req, deps) =>
  withReadableErrors(async () => {
    requireMethod(req, "POST");
    const caller = await deps.authorize(req);
    const parsed = parseAdminUsersRequest(await readJson(req, MAX_BODY_BYTES));
    if (!parsed.ok) throw new HttpError(400, "invalid_payload", parsed.message);
    return json(await perform(parsed.value, caller.user.id, deps.users));
  }),
);

function perform(
  request: AdminUsersRequest,
  callerId: string,
  users: UserAdmin,
): Promise<unknown> {
  switch (request.action) {
    case "list":
      return listUsers(request, users);
    case "update":
      return updateUser(request, callerId, users);
    case "reset_password":
      return resetPassword(request, callerId, users);
    case "set_status":
      return setUserStatus(request, callerId, users);
    case "delete":
      return deleteUser(request, callerId, users);
    case "invite_driver":
      return inviteDriver(request, callerId, users);
    case "invite":
      return invite(request, callerId, users);
  }
}
