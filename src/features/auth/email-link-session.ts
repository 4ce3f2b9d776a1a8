import { decodeJwtPayload, isRecord } from "./session";

// GoTrue's Session.IsRecovery(): its POST /verify (verifyOtp) records `otp`; the other names are
// the link's own kind as other servers record it. Such a session may set a password without the
// current one, which is what the link's "choose a password" step does.
const EMAIL_LINK_METHODS = new Set(["otp", "recovery", "magiclink", "invite"]);

export function openedByEmailLink(accessToken: string): boolean {
  const amr = decodeJwtPayload(accessToken)?.amr;
  return (
    Array.isArray(amr) &&
    amr.some(
      (entry: unknown) =>
        isRecord(entry) &&
        typeof entry.method === "string" &&
        EMAIL_LINK_METHODS.has(entry.method),
    )
  );
}
