import type { Coordinates } from "./types";

/**
 * Directions to a stop in the phone's own maps app, with no API key: Google's cross-platform Maps
 * URL. On Android it opens the Google Maps app; on an iPhone it opens Google Maps when installed
 * and the maps website (which offers the apps) otherwise. A `geo:` URI would be simpler but iOS
 * Safari ignores it, and an Apple Maps link lands in a browser on Android. The origin is left out,
 * so the route starts where the phone is.
 *
 * The place's coordinates when it is a known place (exact, e.g. a hotel's entrance); otherwise the
 * address as typed, with Lagos added when it does not say so, so a street name common to several
 * cities resolves in this one.
 */
export function directionsUrl(
  place: Coordinates | null,
  address: string,
): string {
  const destination = place
    ? `${place.lat},${place.lng}`
    : /\blagos\b/i.test(address)
      ? address
      : `${address}, Lagos`;
  const query = new URLSearchParams({
    api: "1",
    destination,
    travelmode: "driving",
  });
  return `https://www.google.com/maps/dir/?${query.toString()}`;
}
