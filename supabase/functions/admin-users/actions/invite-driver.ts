import { HttpError } from "../../_shared/http.ts";
import { changeKind, recordAction, type AccountFields } from "../audit.ts";
import type { ActionOf } from "../schemas.ts";
import type { UserAdmin } from "../store.ts";

/**
 * Gives a driver a login: a new account is invited (the invitation lets them choose a password);
 * an existing account without another role takes the driver role and gets a recovery e-mail to
 * set one. Either way drivers.user_id links the two, and the log names the driver.
 */
export async function inviteDriver(
  request: ActionOf<"invite_driver">,
  callerId: string,
  users: UserAdmin,
): Promise<{ user_id: string }> {
  const driver = await users.findDriver(request.driver_id);
  if (!driver)
    throw new HttpError(404, "not_found", "This driver no longer exists.");
  if (driver.user_id)
    throw new HttpError(
      409,
      "already_linked",
      "This driver already has a login.",
    );

  const existing = await users.findUserByEmail(request.email);
  if (!existing) {
    const userId = await users.inviteUser(request.email, driver.name);
    await users.updateUser(userId, { role: "driver" });
    await users.linkDriver(driver.id, userId);
    await recordAction(users, {
      actorId: callerId,
      action: "insert",
      userId,
      before: null,
      after: {
        email: request.email,
        full_name: driver.name,
        role: "driver",
        driver_id: driver.id,
      },
    });
    return { user_id: userId };
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
  await users.updateUser(existing.id, { role: "driver" });
  await users.linkDriver(driver.id, existing.id);
  await users.sendPasswordReset(existing.email);
  const before: AccountFields = {
    email: existing.email,
    full_name: existing.full_name,
    role: existing.role,
    driver_id: null,
  };
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
  return { user_id: existing.id };
}
