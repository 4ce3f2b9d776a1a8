import { HttpError } from "../../_shared/http.ts";
import { changeKind, recordAction } from "../audit.ts";
import type { ActionOf } from "../schemas.ts";
import type { AccountFields, UserAdmin } from "../store.ts";

/** What an invitation answers: the account's id, and which e-mail it was sent. */
export interface Invited {
  user_id: string;
  /** `invite` for a new account; `recovery` (a link to set a password) for an existing one. */
  sent: "invite" | "recovery";
}

/**
 * Gives a driver a login: a new account is invited (the invitation lets them choose a password);
 * an existing account without another role takes the driver role and gets a recovery e-mail to
 * set one. Either way drivers.user_id links the two, and the log names the driver. A new account
 * takes `fullName`, or the driver's name when none is given.
 */
export async function inviteDriverLogin(
  driverId: string,
  email: string,
  fullName: string,
  callerId: string,
  users: UserAdmin,
): Promise<Invited> {
  const driver = await users.findDriver(driverId);
  if (!driver)
    throw new HttpError(404, "not_found", "This driver no longer exists.");
  if (driver.user_id)
    throw new HttpError(
      409,
      "already_linked",
      "This driver already has a login.",
    );

  const existing = await users.findUserByEmail(email);
  if (!existing) {
    const name = fullName || driver.name;
    const userId = await users.inviteUser(email, name, "driver");
    await users.updateUser(userId, { role: "driver" });
    await users.linkDriver(driver.id, userId);
    await recordAction(users, {
      actorId: callerId,
      action: "insert",
      userId,
      before: null,
      after: { email, full_name: name, role: "driver", driver_id: driver.id },
    });
    return { user_id: userId, sent: "invite" };
  }
  if (existing.role !== "customer" && existing.role !== "driver")
    throw new HttpError(
      409,
      "other_role",
      `This e-mail belongs to an account with the ${existing.role} role.`,
    );
  if (await users.findDriverByUser(existing.id))
    throw new HttpError(
      409,
      "already_linked",
      "This login already belongs to another driver.",
    );
  const before: AccountFields = {
    email: existing.email,
    full_name: existing.full_name,
    role: existing.role,
    driver_id: null,
  };
  await users.updateUser(existing.id, { role: "driver" });
  await users.linkDriver(driver.id, existing.id);
  await users.sendPasswordReset(existing.email);
  const after: AccountFields = {
    ...before,
    role: "driver",
    driver_id: driver.id,
    password_reset_sent_at: new Date().toISOString(),
  };
  await recordAction(users, {
    actorId: callerId,
    action: changeKind(before, after),
    userId: existing.id,
    before,
    after,
  });
  return { user_id: existing.id, sent: "recovery" };
}

/** The driver card's "Invite to driver app" (kept as it was: answers the login's id only). */
export async function inviteDriver(
  request: ActionOf<"invite_driver">,
  callerId: string,
  users: UserAdmin,
): Promise<{ user_id: string }> {
  const { user_id } = await inviteDriverLogin(
    request.driver_id,
    request.email,
    "",
    callerId,
    users,
  );
  return { user_id };
}
