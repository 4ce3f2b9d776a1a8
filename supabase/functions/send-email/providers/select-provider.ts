import { localProvider } from "./local.ts";
import type { Fetch, MailProvider } from "./provider.ts";
import { resendProvider } from "./resend.ts";

export const DEFAULT_LOCAL_MAIL_URL = "http://127.0.0.1:54324";

/**
 * The provider named by EMAIL_PROVIDER: `local` (the default; the local runtime's mail sink at
 * LOCAL_MAIL_URL) or `resend` (RESEND_API_KEY). An unknown name is a configuration error.
 */
export function selectProvider(
  env: (key: string) => string | undefined,
  fetcher?: Fetch,
): MailProvider {
  const name =
    (env("EMAIL_PROVIDER") ?? "local").trim().toLowerCase() || "local";
  if (name === "local")
    return localProvider({
      mailUrl: env("LOCAL_MAIL_URL") || DEFAULT_LOCAL_MAIL_URL,
      fetch: fetcher,
    });
  if (name === "resend")
    return resendProvider({
      apiKey: env("RESEND_API_KEY") ?? "",
      fetch: fetcher,
    });
  throw new Error(`EMAIL_PROVIDER must be "local" or "resend", not "${name}"`);
}
