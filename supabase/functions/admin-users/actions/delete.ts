import { profileOf, recordAction, statusOf } from "../audit.ts";
import { assertMayRemove, existingUser, removingAdmin } from "../guards.ts";
import type { ActionOf } from "../schemas.ts";
import type { UserAdmin } from "../store.ts";

export async function deleteUser(
  request: ActionOf<"delete">,
  callerId: string,
  users: UserAdmin,
): Promise<{ deleted: string }> {
  const target = await existingUser(users, request.id);
  await assertMayRemove("delete", callerId, target, users);
  await removingAdmin("delete", target, users, () =>
    users.deleteUser(target.id),
  );
  await recordAction(users, {
    actorId: callerId,
    action: "delete",
    userId: target.id,
    before: { ...profileOf(target), ...statusOf(target) },
    after: null,
  });
  return { deleted: target.id };
}
