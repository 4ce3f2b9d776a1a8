/** What report_position takes from a phone (the vehicle is the driver's own). */
export interface PositionReport {
  p_lat: number;
  p_lng: number;
  p_speed_kmh?: number;
  p_heading?: number;
  p_accuracy_m?: number;
}

// The database's accepted ranges; a wild reading is capped rather than refused.
const MAX_SPEED_KMH = 300;
const MAX_ACCURACY_M = 100_000;

const isFiniteNumber = (value: number | null | undefined): value is number =>
  typeof value === "number" && Number.isFinite(value);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * A geolocation fix as report_position's arguments. Speed comes in m/s and heading is NaN or null
 * when the phone is still or cannot tell: both are then left out, so the server keeps the
 * vehicle's previous heading and records speed 0.
 */
export function toPositionReport(
  coords: GeolocationCoordinates,
): PositionReport {
  const report: PositionReport = {
    p_lat: coords.latitude,
    p_lng: coords.longitude,
  };
  if (isFiniteNumber(coords.speed) && coords.speed >= 0)
    report.p_speed_kmh = oneDecimal(
      Math.min(coords.speed * 3.6, MAX_SPEED_KMH),
    );
  if (isFiniteNumber(coords.heading))
    report.p_heading = ((Math.round(coords.heading) % 360) + 360) % 360;
  if (isFiniteNumber(coords.accuracy) && coords.accuracy >= 0)
    report.p_accuracy_m = oneDecimal(Math.min(coords.accuracy, MAX_ACCURACY_M));
  return report;
}
