import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

type Position = [number, number];
interface Feature {
  type: "Feature";
  properties: { name: string; kind: string };
  geometry:
    | { type: "LineString"; coordinates: Position[] }
    | { type: "Polygon"; coordinates: Position[][] }
    | { type: "Point"; coordinates: Position };
}

const layerDir = new URL("../../../../public/maps/lagos/", import.meta.url);
const readLayer = (file: string): Feature[] => {
  const parsed = JSON.parse(readFileSync(new URL(file, layerDir), "utf8")) as {
    type: string;
    features: Feature[];
  };
  expect(parsed.type).toBe("FeatureCollection");
  return parsed.features;
};

const roads = readLayer("roads.geojson");
const water = readLayer("water.geojson");
const land = readLayer("land.geojson");
const labels = readLayer("labels.geojson");

// Lagos State with its strip of sea: [west, south, east, north].
const LAGOS_BBOX = [2.7, 6.3, 4.4, 6.75] as const;
const key = ([lng, lat]: Position) => `${lng},${lat}`;

function positionsOf(feature: Feature): Position[] {
  const { geometry } = feature;
  if (geometry.type === "Point") return [geometry.coordinates];
  if (geometry.type === "LineString") return geometry.coordinates;
  return geometry.coordinates.flat();
}

function insideRing(point: Position, ring: Position[]): boolean {
  let inside = false;
  ring.forEach(([xi, yi], i) => {
    const [xj, yj] = ring.at(i - 1)!;
    const crosses =
      yi > point[1] !== yj > point[1] &&
      point[0] < ((xj - xi) * (point[1] - yi)) / (yj - yi) + xi;
    if (crosses) inside = !inside;
  });
  return inside;
}

const inAny = (point: Position, polygons: Feature[]) =>
  polygons.some(
    (feature) =>
      feature.geometry.type === "Polygon" &&
      insideRing(point, feature.geometry.coordinates[0] ?? []),
  );
const islands = land.filter((feature) => feature.properties.kind === "island");
const isWater = (point: Position) =>
  inAny(point, water) && !inAny(point, islands);

describe("offline Lagos base layer", () => {
  it("holds valid geometries, all inside Lagos", () => {
    for (const feature of [...roads, ...water, ...land, ...labels]) {
      expect(feature.type).toBe("Feature");
      expect(feature.properties.name.trim()).not.toBe("");
      const { geometry } = feature;
      if (geometry.type === "LineString") {
        expect(geometry.coordinates.length).toBeGreaterThanOrEqual(2);
      }
      if (geometry.type === "Polygon") {
        const ring = geometry.coordinates[0] ?? [];
        expect(ring.length).toBeGreaterThanOrEqual(4);
        expect(ring.at(-1)).toEqual(ring[0]);
      }
      for (const [lng, lat] of positionsOf(feature)) {
        expect(lng).toBeGreaterThanOrEqual(LAGOS_BBOX[0]);
        expect(lat).toBeGreaterThanOrEqual(LAGOS_BBOX[1]);
        expect(lng).toBeLessThanOrEqual(LAGOS_BBOX[2]);
        expect(lat).toBeLessThanOrEqual(LAGOS_BBOX[3]);
      }
    }
  });

  it("draws roads as named lines of a known kind", () => {
    expect(roads.length).toBeGreaterThan(30);
    for (const road of roads) {
      expect(road.geometry.type).toBe("LineString");
      expect(["expressway", "major", "bridge"]).toContain(road.properties.kind);
    }
    const names = roads.map((road) => road.properties.name);
    for (const expected of [
      "Third Mainland Bridge",
      "Carter Bridge",
      "Eko Bridge",
      "Lekki–Ikoyi Link Bridge",
      "Lekki–Epe Expressway",
      "Ikorodu Road",
      "Lagos–Ibadan Expressway",
      "Airport Road",
    ]) {
      expect(names).toContain(expected);
    }
  });

  it("joins the roads into one graph through shared junction vertices", () => {
    // Union-find over roads: two roads meet only where they share an exact vertex.
    const parent = roads.map((_, index) => index);
    const find = (i: number): number =>
      parent[i] === i ? i : (parent[i] = find(parent[i]!));
    const firstRoadAt = new Map<string, number>();
    roads.forEach((road, index) => {
      for (const position of positionsOf(road)) {
        const seen = firstRoadAt.get(key(position));
        if (seen === undefined) firstRoadAt.set(key(position), index);
        else parent[find(seen)] = find(index);
      }
    });
    const components = new Set(roads.map((_, index) => find(index)));
    expect(components.size).toBe(1);
  });

  it("puts bridges over water and the other roads' vertices on land", () => {
    for (const road of roads) {
      const positions = positionsOf(road);
      const wet = positions.filter(isWater).map(key);
      if (road.properties.kind === "bridge") {
        const midpoints = positions.slice(1).map(([lng, lat], i): Position => {
          const [previousLng, previousLat] = positions[i]!;
          return [(lng + previousLng) / 2, (lat + previousLat) / 2];
        });
        expect(midpoints.some(isWater), road.properties.name).toBe(true);
      } else if (road.properties.name !== "Banana Island Road") {
        expect(wet, road.properties.name).toEqual([]);
      }
    }
  });

  it("reaches every seeded place within 2 km", () => {
    const seed = readFileSync(
      new URL(
        "../../../../supabase/migrations/20261128001700_seed_places_and_fare_rules.sql",
        import.meta.url,
      ),
      "utf8",
    );
    const places = [
      ...seed.matchAll(/\('([a-z0-9-]+)',[^\n]*\n\s*(\d\.\d+), (\d\.\d+),/g),
    ].map(([, slug, lat, lng]) => ({
      slug,
      lat: Number(lat),
      lng: Number(lng),
    }));
    expect(places.length).toBeGreaterThan(40);
    const vertices = roads.flatMap(positionsOf);
    for (const place of places) {
      const nearestKm = Math.min(
        ...vertices.map(([lng, lat]) =>
          Math.hypot((lng - place.lng) * 110.6, (lat - place.lat) * 110.6),
        ),
      );
      expect(nearestKm, place.slug).toBeLessThan(2);
    }
  });

  it("labels the areas and the waters", () => {
    const names = labels.map((label) => label.properties.name);
    for (const area of ["Ikeja", "Victoria Island", "Lekki", "Lagos Lagoon"]) {
      expect(names).toContain(area);
    }
    expect(land.map((feature) => feature.properties.kind)).toContain("airport");
  });
});
