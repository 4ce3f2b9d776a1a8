import { HttpError } from "../../_shared/http.ts";
import { recordAction } from "../audit.ts";
import { existingUser } from "../guards.ts";
import type { ActionOf } from "../schemas.ts";
import type { UserAdmin } from "../store.ts";

/**
 * The auth service's own recovery e-mail, so the link is one it will accept. The log says when
 * the link went out (the password itself is only changed later, by the user).
 */
export async function resetPassword(
  request: ActionOf<"reset_password">,
  callerId: string,
  users: UserAdmin,
): Promise<{ sent_to: string }> {
  const target = await existingUser(users, request.id);
  if (!target.email)
    throw new HttpError(
      400,
      "no_email",
      "This user has no e-mail address to send a reset link to.",
    );
  await users.sendPasswordReset(target.email);
  await recordAction(users, {
    actorId: callerId,
    action: "update",
    userId: target.id,
    before: { email: target.email },
    after: {
      email: target.email,
      password_reset_sent_at: new Date().toISOString(),
    },
  });
  return { sent_to: target.email };
}
