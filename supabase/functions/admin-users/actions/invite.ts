import { HttpError } from "../../_shared/http.ts";
import { recordAction } from "../audit.ts";
import type { ActionOf } from "../schemas.ts";
import type { AccountFields, UserAdmin } from "../store.ts";
import { inviteDriverLogin, type Invited } from "./invite-driver.ts";

const ROLE_NAME = { owner: "an owner", admin: "an administrator" } as const;

/**
 * An invitation for any role: a driver (for one drivers row, as invite_driver), a vehicle owner
 * (from the vehicle's owner picker, which selects the answered id) or an administrator (from
 * Users). A new address gets the invitation e-mail; an existing customer account is given the
 * role and a recovery e-mail to set a password; any other existing account is refused.
 */
export async function invite(
  request: ActionOf<"invite">,
  callerId: string,
  users: UserAdmin,
): Promise<Invited> {
  const { email, full_name: fullName, role } = request;
  if (role === "driver")
    return inviteDriverLogin(
      request.driver_id!,
      email,
      fullName,
      callerId,
      users,
    );

  const existing = await users.findUserByEmail(email);
  if (!existing) {
    const userId = await users.inviteUser(email, fullName, role);
    await users.updateUser(userId, { role });
    await recordAction(users, {
      actorId: callerId,
      action: "insert",
      userId,
      before: null,
      after: { email, full_name: fullName, role },
    });
    return { user_id: userId, sent: "invite" };
  }
  if (existing.role === role)
    throw new HttpError(
      409,
      "already_has_role",
      `This e-mail already belongs to ${ROLE_NAME[role]} account.`,
    );
  if (existing.role !== "customer")
    throw new HttpError(
      409,
      "other_role",
      `This e-mail belongs to an account with the ${existing.role} role.`,
    );

  // A customer becomes the owner or administrator they were invited as.
  const before: AccountFields = {
    email: existing.email,
    full_name: existing.full_name,
    role: existing.role,
  };
  const name = existing.full_name || fullName;
  await users.updateUser(existing.id, {
    role,
    ...(existing.full_name ? {} : { fullName: name }),
  });
  await users.sendPasswordReset(existing.email);
  await recordAction(users, {
    actorId: callerId,
    action: "role_change",
    userId: existing.id,
    before,
    after: {
      ...before,
      full_name: name,
      role,
      password_reset_sent_at: new Date().toISOString(),
    },
  });
  return { user_id: existing.id, sent: "recovery" };
}
