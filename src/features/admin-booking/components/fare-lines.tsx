import { formatNaira } from "@/lib/money";
import { z } from "@/lib/zod";

/** The parts of quote_fare's answer (stored in bookings.fare_breakdown) that the sheet lists. */
const storedFareSchema = z.object({
  base_kobo: z.number(),
  distance_kobo: z.number(),
  time_kobo: z.number(),
  surcharge_kobo: z.number().catch(0),
  multiplier: z.number().catch(1),
  minimum_applied: z.boolean().catch(false),
  distance_km: z.number().nullish(),
  duration_min: z.number().nullish(),
});

/** The booking's upfront fare and how it was made; an old row without a breakdown shows the total. */
export function FareLines({
  breakdown,
  totalKobo,
}: {
  breakdown: unknown;
  totalKobo: number;
}) {
  const fare = storedFareSchema.safeParse(breakdown).data;
  const lines: [label: string, value: string][] = [];
  if (fare) {
    const km = fare.distance_km != null ? ` (${fare.distance_km} km)` : "";
    const min = fare.duration_min != null ? ` (${fare.duration_min} min)` : "";
    lines.push(
      ["Base fare", formatNaira(fare.base_kobo)],
      [`Distance${km}`, formatNaira(fare.distance_kobo)],
      [`Time${min}`, formatNaira(fare.time_kobo)],
    );
    if (fare.multiplier !== 1)
      lines.push(["Service multiplier", `× ${fare.multiplier}`]);
    if (fare.surcharge_kobo > 0)
      lines.push(["Surcharges", formatNaira(fare.surcharge_kobo)]);
  }
  const list = (
    <dl className="grid gap-1 text-sm">
      {lines.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="tabular-nums">{value}</dd>
        </div>
      ))}
      <div className="mt-1 flex justify-between gap-3 border-t border-border pt-2 font-semibold">
        <dt>Upfront fare</dt>
        <dd className="text-primary tabular-nums">{formatNaira(totalKobo)}</dd>
      </div>
    </dl>
  );
  // A note, not a term: a definition list may hold only its dt/dd groups.
  return fare?.minimum_applied ? (
    <>
      {list}
      <p className="text-xs text-muted-foreground">Minimum fare applied.</p>
    </>
  ) : (
    list
  );
}
