/**
 * Where the e-mails' links point. Hosted projects set the SITE_URL secret to the public site
 * (e.g. https://ekoluxe.ng); without it the local site of supabase/config.toml ([auth] site_url)
 * is used, which the local runtime also injects as SITE_URL.
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

/** The rider's live ride page: `<site>/ride/<reference>/<manage token>` (paths.ride in the app). */
export function rideUrl(
  siteUrl: string,
  reference: string,
  token: string,
): string {
  return `${siteUrl}/ride/${encodeURIComponent(reference)}/${encodeURIComponent(token)}`;
}
