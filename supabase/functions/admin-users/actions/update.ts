import { profileOf, recordChange } from "../audit.ts";
import { assertMayRemove, existingUser, removingAdmin } from "../guards.ts";
import type { ActionOf } from "../schemas.ts";
import type { ManagedUser, UserAdmin } from "../store.ts";

/** New name and role; taking the admin role away follows the removal rules. */
export async function updateUser(
  request: ActionOf<"update">,
  callerId: string,
  users: UserAdmin,
): Promise<{ user: ManagedUser }> {
  const target = await existingUser(users, request.id);
  if (target.role === "admin" && request.role !== "admin")
    await assertMayRemove("demote", callerId, target, users);
  await removingAdmin("demote", target, users, () =>
    users.updateUser(target.id, {
      fullName: request.full_name,
      role: request.role,
    }),
  );
  const user = await existingUser(users, target.id);
  await recordChange(users, {
    actorId: callerId,
    userId: target.id,
    before: profileOf(target),
    after: profileOf(user),
  });
  return { user };
}
