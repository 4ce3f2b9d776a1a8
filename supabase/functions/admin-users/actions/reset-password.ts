import { HttpError } from "../../_shared/http.ts";
import { existingUser } from "../guards.ts";
import type { ActionOf } from "../schemas.ts";
import type { UserAdmin } from "../store.ts";

/** The auth service's own recovery e-mail, so the link is one it will accept. */
export async function resetPassword(
  request: ActionOf<"reset_password">,
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
  return { sent_to: target.email };
}
