import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

import {
  labelBox,
  visibleLabels,
  type PlaceLabel,
} from "@/features/admin-tracking/map/label-declutter";

// The base layer's names as base-layer.ts classes them (its MINOR_AREAS are hidden when far out).
const MINOR = new Set([
  "Ebute Metta",
  "Mushin",
  "Ojota",
  "Maryland",
  "Gbagada",
  "Eko Atlantic",
  "Surulere",
  "Magodo",
]);
const file = JSON.parse(
  readFileSync(
    new URL("../../../../public/maps/lagos/labels.geojson", import.meta.url),
    "utf8",
  ),
) as {
  features: {
    properties: { name: string; kind: string };
    geometry: { coordinates: [number, number] };
  }[];
};
const labels: PlaceLabel[] = file.features.map(
  ({ properties: { name, kind }, geometry: { coordinates } }) => ({
    name,
    tier: kind === "water" ? "water" : MINOR.has(name) ? "minor" : "major",
    lng: coordinates[0],
    lat: coordinates[1],
  }),
);
const byName = (name: string) => labels.find((l) => l.name === name)!;
// Two names collide when their boxes, each with its 4 px margin, overlap.
const overlap = (a: PlaceLabel, b: PlaceLabel, zoom: number) => {
  const x = labelBox(a, zoom);
  const y = labelBox(b, zoom);
  return (
    x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom
  );
};

describe("declutter of the Lagos place names by zoom", () => {
  it("at city zoom the Victoria Island and Ikoyi names would overlap, so only one shows", () => {
    for (const zoom of [9.5, 10]) {
      expect(overlap(byName("Victoria Island"), byName("Ikoyi"), zoom)).toBe(
        true,
      );
      const shown = visibleLabels(labels, zoom);
      // The higher-ranked name of the pair (first in the file) is the one kept.
      expect(shown.has("Victoria Island"), `zoom ${zoom}`).toBe(true);
      expect(shown.has("Ikoyi"), `zoom ${zoom}`).toBe(false);
      expect(shown.has("Ikeja")).toBe(true);
    }
    // A little closer Ikoyi parts from Victoria Island but runs into Lagos Island beside it.
    expect(overlap(byName("Ikoyi"), byName("Lagos Island"), 11)).toBe(true);
    const at11 = visibleLabels(labels, 11);
    expect(at11.has("Victoria Island") && at11.has("Ikoyi")).toBe(true);
    expect(at11.has("Lagos Island")).toBe(false);
    const at12 = visibleLabels(labels, 12);
    for (const name of ["Victoria Island", "Ikoyi", "Lagos Island"])
      expect(at12.has(name), name).toBe(true);
  });

  it("never shows two names whose boxes overlap, at any zoom the map allows", () => {
    for (let zoom = 9; zoom <= 17; zoom += 0.5) {
      const shown = labels.filter((l) =>
        visibleLabels(labels, zoom).has(l.name),
      );
      for (const [i, a] of shown.entries())
        for (const b of shown.slice(i + 1))
          expect(overlap(a, b, zoom), `${a.name} / ${b.name} @ ${zoom}`).toBe(
            false,
          );
    }
  });

  it("shows every name once zoomed in far enough to part them", () => {
    expect(visibleLabels(labels, 13).size).toBe(labels.length);
    expect(visibleLabels(labels, 12).has("Ikoyi")).toBe(true);
  });

  it("gives way by rank: a major area before a minor one, a water name last", () => {
    const clash: PlaceLabel[] = [
      { name: "Lagos Lagoon", tier: "water", lng: 3.42, lat: 6.433 },
      { name: "Eko Atlantic", tier: "minor", lng: 3.42, lat: 6.433 },
      { name: "Victoria Island", tier: "major", lng: 3.42, lat: 6.433 },
    ];
    expect([...visibleLabels(clash, 11)]).toEqual(["Victoria Island"]);
  });
});
