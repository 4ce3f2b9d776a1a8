import { HttpError } from "../_shared/http.ts";
import type {
  AccountAction,
  AccountActionKind,
  AccountFields,
  ManagedUser,
  UserAdmin,
} from "./store.ts";

export function statusOf(user: ManagedUser): AccountFields {
  const banned =
    user.banned_until !== null && Date.parse(user.banned_until) > Date.now();
  return {
    email: user.email,
    status: banned ? "inactive" : "active",
    banned_until: user.banned_until,
  };
}

export const profileOf = (user: ManagedUser): AccountFields => ({
  email: user.email,
  full_name: user.full_name,
  role: user.role,
});

/** A change of role is logged as one, so the log's role filter finds who made it. */
export const changeKind = (
  before: AccountFields,
  after: AccountFields,
): AccountActionKind => (before.role !== after.role ? "role_change" : "update");

/**
 * Records the change once it has been made (the auth API and the log cannot share a transaction,
 * and logging first would leave an entry for a change that then failed). When the entry cannot
 * be written the request fails with a 500 that says the change stands but is unlogged, so the
 * administrator never sees a silent success.
 */
export async function recordAction(
  users: UserAdmin,
  entry: AccountAction,
): Promise<void> {
  try {
    await users.recordAction(entry);
  } catch (error) {
    console.error("admin-users: the action log entry failed:", error);
    throw new HttpError(
      500,
      "not_logged",
      "The change was saved, but it could not be recorded in the action log. Please tell your technical contact.",
    );
  }
}

/** Records an update unless nothing the log keeps actually changed (a save without edits). */
export async function recordChange(
  users: UserAdmin,
  entry: Omit<AccountAction, "action"> & {
    before: AccountFields;
    after: AccountFields;
  },
): Promise<void> {
  if (JSON.stringify(entry.before) === JSON.stringify(entry.after)) return;
  await recordAction(users, {
    ...entry,
    action: changeKind(entry.before, entry.after),
  });
}
