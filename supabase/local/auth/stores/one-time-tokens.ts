import type { Queryable } from "../../db/database.ts";

/**
 * models.ClearAllOneTimeTokensForUser. GoTrue finds links through auth.one_time_tokens and
 * deletes all of a user's rows when a link is used, a password changes or an e-mail change
 * completes, so every other outstanding link dies with it. Links here are found through the
 * users row's token columns, so emptying those has the same effect.
 */
export async function clearOneTimeTokens(
  tx: Queryable,
  userId: string,
): Promise<void> {
  await tx.query(
    `update auth.users set confirmation_token = '', recovery_token = '', email_change_token_new = '',
       email_change_token_current = '', reauthentication_token = '', phone_change_token = ''
     where id = $1`,
    [userId],
  );
}
