/** Where the e-mails' links point: SITE_URL (see _shared/site-url.ts). */
export { LOCAL_SITE_URL, siteUrlFromEnv } from "../_shared/site-url.ts";

/** The rider's live ride page: `<site>/ride/<reference>/<manage token>` (paths.ride in the app). */
export function rideUrl(
  siteUrl: string,
  reference: string,
  token: string,
): string {
  return `${siteUrl}/ride/${encodeURIComponent(reference)}/${encodeURIComponent(token)}`;
}

/** The ride's printable receipt: `<ride page>/receipt` (paths.rideReceipt in the app). */
export function receiptUrl(rideLink: string): string {
  return `${rideLink}/receipt`;
}
