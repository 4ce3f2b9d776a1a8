import type { LngLat } from "./geo.ts";
import type { SegmentKind } from "./speed-model.ts";

/** The road classes public/maps/lagos/roads.geojson uses. */
export type RoadKind = "expressway" | "major" | "bridge";

export interface RoadFeature {
  type: "Feature";
  properties: { name: string; kind: RoadKind };
  geometry: { type: "LineString"; coordinates: number[][] };
}

export interface RoadCollection {
  type: "FeatureCollection";
  features: RoadFeature[];
}

export interface RoadEdge {
  to: number;
  metres: number;
  kind: RoadKind;
}

export interface RoadGraph {
  vertices: LngLat[];
  /** Outgoing edges of each vertex; every road is driven both ways. */
  edges: RoadEdge[][];
}

/** Measures the distance between two points, in metres. */
export type Measure = (a: LngLat, b: LngLat) => number;

/**
 * One vertex per distinct coordinate: roads that share a vertex meet at a junction there, and
 * crossing roads without a shared vertex do not (a flyover). The metric is a parameter so tests
 * can reason on a plane.
 */
export function buildRoadGraph(
  roads: RoadCollection,
  measure: Measure,
): RoadGraph {
  const vertices: LngLat[] = [];
  const edges: RoadEdge[][] = [];
  const index = new Map<string, number>();
  const vertexOf = (coordinate: number[]) => {
    const [lng, lat] = coordinate;
    if (!Number.isFinite(lng) || !Number.isFinite(lat))
      throw new Error(`Not a coordinate: ${JSON.stringify(coordinate)}`);
    const key = `${lng},${lat}`;
    let id = index.get(key);
    if (id === undefined) {
      id = vertices.length;
      index.set(key, id);
      vertices.push([lng!, lat!]);
      edges.push([]);
    }
    return id;
  };
  for (const road of roads.features) {
    if (road.geometry.type !== "LineString") continue;
    const ids = road.geometry.coordinates.map(vertexOf);
    for (let i = 1; i < ids.length; i += 1) {
      const a = ids[i - 1]!;
      const b = ids[i]!;
      if (a === b) continue;
      const metres = measure(vertices[a]!, vertices[b]!);
      const kind = road.properties.kind;
      edges[a]!.push({ to: b, metres, kind });
      edges[b]!.push({ to: a, metres, kind });
    }
  }
  return { vertices, edges };
}

/** The vertex closest to a point (a place snapped onto the road network). */
export function nearestVertex(
  graph: RoadGraph,
  point: LngLat,
  measure: Measure,
): number {
  let best = -1;
  let bestMetres = Infinity;
  graph.vertices.forEach((vertex, id) => {
    const metres = measure(vertex, point);
    if (metres < bestMetres) {
      best = id;
      bestMetres = metres;
    }
  });
  if (best < 0) throw new Error("The road graph has no vertices.");
  return best;
}

export interface GraphPath {
  /** Vertex ids from start to end, both included. */
  vertices: number[];
  /** The road kind of each step (one fewer than the vertices). */
  kinds: RoadKind[];
  metres: number;
}

/** A binary min-heap of ids keyed by priority (Dijkstra's frontier); stale entries are allowed. */
class MinHeap {
  private readonly ids: number[] = [];
  private readonly keys: number[] = [];

  get size(): number {
    return this.ids.length;
  }

  push(id: number, key: number): void {
    this.ids.push(id);
    this.keys.push(key);
    let child = this.ids.length - 1;
    while (child > 0) {
      const parent = (child - 1) >> 1;
      if (this.keys[parent]! <= key) break;
      this.swap(child, parent);
      child = parent;
    }
  }

  /** The id with the smallest key and that key, or undefined when empty. */
  pop(): { id: number; key: number } | undefined {
    const top = this.ids[0];
    const key = this.keys[0];
    if (top === undefined || key === undefined) return undefined;
    const lastId = this.ids.pop()!;
    const lastKey = this.keys.pop()!;
    if (this.ids.length > 0) {
      this.ids[0] = lastId;
      this.keys[0] = lastKey;
      this.sinkFromTop();
    }
    return { id: top, key };
  }

  private sinkFromTop(): void {
    const n = this.ids.length;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      const right = left + 1;
      let smallest = parent;
      if (left < n && this.keys[left]! < this.keys[smallest]!) smallest = left;
      if (right < n && this.keys[right]! < this.keys[smallest]!)
        smallest = right;
      if (smallest === parent) return;
      this.swap(parent, smallest);
      parent = smallest;
    }
  }

  private swap(a: number, b: number): void {
    [this.ids[a], this.ids[b]] = [this.ids[b]!, this.ids[a]!];
    [this.keys[a], this.keys[b]] = [this.keys[b]!, this.keys[a]!];
  }
}

/** Shortest path by distance (Dijkstra); null when the two vertices are not connected. */
export function shortestPath(
  graph: RoadGraph,
  from: number,
  to: number,
): GraphPath | null {
  const n = graph.vertices.length;
  if (from < 0 || from >= n || to < 0 || to >= n) return null;
  const best = new Float64Array(n).fill(Infinity);
  const via = new Int32Array(n).fill(-1);
  const viaKind: (RoadKind | undefined)[] = new Array(n);
  const frontier = new MinHeap();
  best[from] = 0;
  frontier.push(from, 0);
  for (let next = frontier.pop(); next; next = frontier.pop()) {
    const { id, key } = next;
    if (key > best[id]!) continue;
    if (id === to) break;
    for (const edge of graph.edges[id]!) {
      const metres = key + edge.metres;
      if (metres < best[edge.to]!) {
        best[edge.to] = metres;
        via[edge.to] = id;
        viaKind[edge.to] = edge.kind;
        frontier.push(edge.to, metres);
      }
    }
  }
  if (best[to] === Infinity) return null;
  const vertices = [to];
  const kinds: RoadKind[] = [];
  for (let at = to; at !== from; at = via[at]!) {
    vertices.push(via[at]!);
    kinds.push(viaKind[at]!);
  }
  return {
    vertices: vertices.reverse(),
    kinds: kinds.reverse(),
    metres: best[to]!,
  };
}

export interface RoadRoute {
  /** From the start point over the roads to the end point, with no repeated point. */
  path: LngLat[];
  /** The kind of each step of `path`: streets to and from the network, roads in between. */
  kinds: SegmentKind[];
}

/**
 * A drivable route between two places: a street leg to the nearest road vertex, the shortest
 * road path, a street leg to the destination. When the two vertices are not connected (a broken
 * map), the car takes the direct street line rather than stopping.
 */
export function routeBetween(
  graph: RoadGraph,
  start: LngLat,
  end: LngLat,
  measure: Measure,
): RoadRoute {
  const path: LngLat[] = [start];
  const kinds: SegmentKind[] = [];
  const add = (point: LngLat, kind: SegmentKind) => {
    const last = path.at(-1)!;
    if (last[0] === point[0] && last[1] === point[1]) return;
    path.push(point);
    kinds.push(kind);
  };
  const roads = graph.vertices.length
    ? shortestPath(
        graph,
        nearestVertex(graph, start, measure),
        nearestVertex(graph, end, measure),
      )
    : null;
  if (roads) {
    roads.vertices.forEach((id, i) =>
      add(graph.vertices[id]!, i === 0 ? "street" : roads.kinds[i - 1]!),
    );
  }
  add(end, "street");
  return { path, kinds };
}
