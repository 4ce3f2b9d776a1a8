import { HttpError } from "../_shared/http.ts";
import type { ManagedUser, UserAdmin } from "./store.ts";

type Removal = "demote" | "deactivate" | "delete";

const SELF: Record<Removal, string> = {
  demote: "You cannot remove your own administrator role.",
  deactivate: "You cannot deactivate your own account.",
  delete: "You cannot delete your own account.",
};

const LAST: Record<Removal, string> = {
  demote: "The last administrator cannot be given another role.",
  deactivate: "The last administrator cannot be deactivated.",
  delete: "The last administrator cannot be deleted.",
};

/** The account, or 404. */
export async function existingUser(
  users: UserAdmin,
  id: string,
): Promise<ManagedUser> {
  const user = await users.getUser(id);
  if (!user)
    throw new HttpError(404, "not_found", "This user no longer exists.");
  return user;
}

/**
 * An administrator never locks themselves out, and the operator always keeps at least one
 * active administrator (counted in the database).
 */
export async function assertMayRemove(
  removal: Removal,
  callerId: string,
  target: ManagedUser,
  users: UserAdmin,
): Promise<void> {
  if (target.id === callerId)
    throw new HttpError(403, "self_protected", SELF[removal]);
  if (target.role === "admin" && (await users.countOtherAdmins(target.id)) < 1)
    throw new HttpError(409, "last_admin", LAST[removal]);
}

/**
 * Runs the change; when it fails and the target is (still) the last active administrator, the
 * database's own guard refused it (two removals raced past assertMayRemove): answer that, not a 500.
 */
export async function removingAdmin<T>(
  removal: Removal,
  target: ManagedUser,
  users: UserAdmin,
  change: () => Promise<T>,
): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (
      target.role === "admin" &&
      (await users.countOtherAdmins(target.id)) < 1
    )
      throw new HttpError(409, "last_admin", LAST[removal]);
    throw error;
  }
}
