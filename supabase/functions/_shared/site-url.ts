/**
 * The public site every link a function sends points to (booking e-mails, invitations, password
 * resets). Hosted projects set the SITE_URL secret to the public site (e.g. https://ekoluxe.ng);
 * without it the local site of supabase/config.toml ([auth] site_url) is used, which the local
 * runtime also injects as SITE_URL.
 */
export const LOCAL_SITE_URL = "http://127.0.0.1:5173";

/** SITE_URL as an http(s) base without a trailing slash; anything else is refused at boot. */
export function siteUrlFromEnv(
  env: (key: string) => string | undefined,
): string {
  const raw = env("SITE_URL")?.trim() || LOCAL_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(
      "SITE_URL must be the site's address, e.g. https://ekoluxe.ng",
    );
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw new Error("SITE_URL must start with https:// or http://");
  return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
}

/**
 * Where an auth e-mail's link lands: the app's /auth/confirm page (paths.authConfirm), which
 * verifies the token hash and lets the person choose a password. Passed as `redirectTo` with
 * invitations and recovery e-mails; the auth service keeps it only when it is an allowed redirect.
 */
export function authConfirmUrl(siteUrl: string): string {
  return `${siteUrl}/auth/confirm`;
}
