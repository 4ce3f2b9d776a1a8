import { recordChange, statusOf } from "../audit.ts";
import { assertMayRemove, existingUser, removingAdmin } from "../guards.ts";
import type { ActionOf } from "../schemas.ts";
import type { ManagedUser, UserAdmin } from "../store.ts";

/** Deactivate (a ban of about 100 years) or activate (the ban lifted). */
export async function setUserStatus(
  request: ActionOf<"set_status">,
  callerId: string,
  users: UserAdmin,
): Promise<{ user: ManagedUser }> {
  const target = await existingUser(users, request.id);
  if (!request.active)
    await assertMayRemove("deactivate", callerId, target, users);
  await removingAdmin("deactivate", target, users, () =>
    users.setBanned(target.id, !request.active),
  );
  const user = await existingUser(users, target.id);
  await recordChange(users, {
    actorId: callerId,
    userId: target.id,
    before: statusOf(target),
    after: statusOf(user),
  });
  return { user };
}
