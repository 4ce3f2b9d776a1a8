import { describe, expect, it } from "vitest";

import roadsText from "../../../public/maps/lagos/roads.geojson?raw";
import {
  distanceMetres,
  measurePolyline,
  type LngLat,
} from "../../../scripts/simulator/geo";
import {
  buildRoadGraph,
  routeBetween,
  type RoadCollection,
} from "../../../scripts/simulator/road-graph";

const graph = buildRoadGraph(
  JSON.parse(roadsText) as RoadCollection,
  distanceMetres,
);

const AIRPORT: LngLat = [3.3211, 6.5774];
const VICTORIA_ISLAND: LngLat = [3.4219, 6.4281];
const IKEJA: LngLat = [3.3542, 6.583];
const LEKKI: LngLat = [3.4479, 6.4352];

describe("routes on the Lagos road map", () => {
  it.each([
    ["the airport", AIRPORT, "Victoria Island", VICTORIA_ISLAND],
    ["Ikeja", IKEJA, "Lekki", LEKKI],
  ])(
    "drive from %s to %s over the bridges, not straight across the lagoon",
    (_from, start, _to, end) => {
      const route = routeBetween(graph, start, end, distanceMetres);
      const straight = distanceMetres(start, end);
      const driven = measurePolyline(route.path).metres;
      expect(route.kinds).toContain("bridge");
      expect(route.kinds.filter((kind) => kind === "street")).toHaveLength(2);
      expect(driven).toBeGreaterThan(straight);
      // A plausible road route: longer than the crow flies, but not a tour of the city.
      expect(driven).toBeLessThan(straight * 1.8);
    },
  );
});
