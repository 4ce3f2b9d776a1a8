import { describe, expect, it } from "vitest";

import type { LngLat } from "../../../scripts/simulator/geo";
import {
  buildRoadGraph,
  nearestVertex,
  routeBetween,
  shortestPath,
  type RoadCollection,
  type RoadKind,
} from "../../../scripts/simulator/road-graph";

// On a plane the expected lengths are easy to read off the coordinates.
const planar = (a: LngLat, b: LngLat) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function road(name: string, kind: RoadKind, coordinates: number[][]) {
  return {
    type: "Feature" as const,
    properties: { name, kind },
    geometry: { type: "LineString" as const, coordinates },
  };
}

/**
 *   (0,2)───bridge───(4,2)
 *     │                │          A square with a long way round the top (2 + 4 + 2 = 8)
 *   (0,0)──major──(2,0)──major──(4,0)   and a short one along the bottom (4).
 *                   ╳  flyover (2,-1)→(2,1) crosses (2,0)'s road without sharing a vertex
 */
const roads: RoadCollection = {
  type: "FeatureCollection",
  features: [
    road("Bottom", "major", [
      [0, 0],
      [2, 0],
      [4, 0],
    ]),
    road("Left", "expressway", [
      [0, 0],
      [0, 2],
    ]),
    road("Top", "bridge", [
      [0, 2],
      [4, 2],
    ]),
    road("Right", "expressway", [
      [4, 2],
      [4, 0],
    ]),
    road("Flyover", "expressway", [
      [2.1, -1],
      [2.1, 1],
    ]),
  ],
};
const graph = buildRoadGraph(roads, planar);
const id = (lng: number, lat: number) =>
  graph.vertices.findIndex(([x, y]) => x === lng && y === lat);

describe("the road graph", () => {
  it("has one vertex per coordinate, so roads sharing a vertex meet there", () => {
    expect(graph.vertices).toHaveLength(7);
    const corner = graph.edges[id(0, 0)]!;
    expect(corner.map((edge) => graph.vertices[edge.to])).toEqual([
      [2, 0],
      [0, 2],
    ]);
    // Two-way: the corner is reachable back from its neighbour.
    expect(graph.edges[id(2, 0)]!.some((edge) => edge.to === id(0, 0))).toBe(
      true,
    );
  });

  it("takes the shorter way and says which kind of road each step is on", () => {
    const path = shortestPath(graph, id(0, 0), id(4, 0))!;
    expect(path.vertices.map((v) => graph.vertices[v])).toEqual([
      [0, 0],
      [2, 0],
      [4, 0],
    ]);
    expect(path.kinds).toEqual(["major", "major"]);
    expect(path.metres).toBe(4);

    const up = shortestPath(graph, id(2, 0), id(0, 2))!;
    expect(up.kinds).toEqual(["major", "expressway"]);
    expect(up.metres).toBe(4);
  });

  it("finds no path onto a road that only crosses over (no shared vertex)", () => {
    expect(shortestPath(graph, id(0, 0), id(2.1, 1))).toBeNull();
    expect(shortestPath(graph, id(0, 0), 999)).toBeNull();
  });

  it("snaps a place to the nearest vertex", () => {
    expect(graph.vertices[nearestVertex(graph, [3.9, 1.7], planar)]).toEqual([
      4, 2,
    ]);
  });

  it("refuses coordinates that are not numbers", () => {
    const broken = {
      ...roads,
      features: [
        road("Broken", "major", [
          [0, 0],
          [Number.NaN, 1],
        ]),
      ],
    };
    expect(() => buildRoadGraph(broken, planar)).toThrow(/Not a coordinate/);
  });
});

describe("a route between two places", () => {
  it("drives a street to the network, the roads, and a street to the destination", () => {
    const route = routeBetween(graph, [0.2, -0.3], [3.8, 2.1], planar);
    expect(route.path).toEqual([
      [0.2, -0.3],
      [0, 0],
      [0, 2],
      [4, 2],
      [3.8, 2.1],
    ]);
    expect(route.kinds).toEqual(["street", "expressway", "bridge", "street"]);
  });

  it("repeats no point when a place sits exactly on a vertex", () => {
    const route = routeBetween(graph, [0, 0], [4, 0], planar);
    expect(route.path).toEqual([
      [0, 0],
      [2, 0],
      [4, 0],
    ]);
    expect(route.kinds).toEqual(["major", "major"]);
  });

  it("goes straight when the map is empty or the places are not connected", () => {
    const empty = buildRoadGraph(
      { type: "FeatureCollection", features: [] },
      planar,
    );
    expect(routeBetween(empty, [0, 0], [1, 1], planar)).toEqual({
      path: [
        [0, 0],
        [1, 1],
      ],
      kinds: ["street"],
    });
    const apart = routeBetween(graph, [0, 0.1], [2.1, 1.1], planar);
    expect(apart.path).toEqual([
      [0, 0.1],
      [2.1, 1.1],
    ]);
  });
});
