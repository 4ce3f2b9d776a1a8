import type { Caller } from "../_shared/auth.ts";
import { withCors } from "../_shared/cors.ts";
import { HttpError, json, readJson, requireMethod } from "../_shared/http.ts";
import { parseAccountRequest } from "./schemas.ts";
import type { AccountStore } from "./store.ts";

export interface Deps {
  /** The signed-in person behind the request; throws 401 otherwise. */
  authenticate: (req: Request) => Promise<Pick<Caller, "user">>;
  /** The service-role side, used only for the caller's own account. */
  accounts: AccountStore;
}

const MAX_BODY_BYTES = 4 * 1024;

export const LAST_ADMIN =
  "You are the last administrator. Make someone else an administrator before deleting your account.";

/**
 * `POST { action: "delete", confirm }`: a signed-in person deletes their own account (Nigeria
 * Data Protection Act 2023, right to erasure). `confirm` must be the account's e-mail address.
 * What financial records must keep (completed rides, payments) is anonymised by
 * anonymise_account, everything else about the person is deleted, then the auth user itself.
 * The last active administrator is refused, so the back office always keeps one.
 */
export const handler = withCors<Deps>(async (req, deps) => {
  requireMethod(req, "POST");
  const { user } = await deps.authenticate(req);
  const parsed = parseAccountRequest(await readJson(req, MAX_BODY_BYTES));
  if (!parsed.ok) throw new HttpError(400, "invalid_payload", parsed.message);

  const email = user.email?.toLowerCase();
  if (!email)
    throw new HttpError(
      400,
      "no_email",
      "Your account has no e-mail address to confirm with. Please contact us to delete it.",
    );
  if (parsed.value.confirm.toLowerCase() !== email)
    throw new HttpError(
      400,
      "confirmation_mismatch",
      "That is not your account's e-mail address. Type it exactly as you sign in with it.",
    );
  if (
    user.app_metadata?.role === "admin" &&
    (await deps.accounts.countOtherAdmins(user.id)) < 1
  )
    throw new HttpError(409, "last_admin", LAST_ADMIN);

  const anonymised = await deps.accounts.anonymise(user.id);
  await deps.accounts.deleteUser(user.id);
  return json({ deleted: true, ...anonymised });
});
