import L from "leaflet";

import { mapPalette } from "./palette";

type Feature = GeoJSON.Feature;
type FeatureCollection = GeoJSON.FeatureCollection;

type Kind = { name: string; kind: string };

async function readLayer(name: string): Promise<FeatureCollection> {
  const response = await fetch(
    `${import.meta.env.BASE_URL}maps/lagos/${name}.geojson`,
  );
  if (!response.ok) throw new Error(`Map layer ${name} failed to load.`);
  return (await response.json()) as FeatureCollection;
}

const kindOf = (feature?: Feature) =>
  (feature?.properties as Kind | undefined)?.kind ?? "";

function roadStyle(feature?: Feature): L.PathOptions {
  switch (kindOf(feature)) {
    case "bridge":
      return { color: mapPalette.bridge, weight: 3, opacity: 0.85 };
    case "expressway":
      return { color: mapPalette.expressway, weight: 2.5, opacity: 0.9 };
    default:
      return { color: mapPalette.road, weight: 1.5, opacity: 0.9 };
  }
}

function landStyle(feature?: Feature): L.PathOptions {
  if (kindOf(feature) === "airport") {
    return {
      fillColor: mapPalette.airport,
      fillOpacity: 1,
      color: mapPalette.airportEdge,
      weight: 1,
      dashArray: "4 4",
    };
  }
  return { fillColor: mapPalette.land, fillOpacity: 1, stroke: false };
}

// Names that crowd the map when it shows all of Lagos at once (phones): hidden until zoomed in.
const MINOR_AREAS = new Set([
  "Ebute Metta",
  "Mushin",
  "Ojota",
  "Maryland",
  "Gbagada",
  "Eko Atlantic",
  "Surulere",
  "Magodo",
]);

function label(feature: Feature, latlng: L.LatLng): L.Marker {
  const { name, kind } = feature.properties as Kind;
  const tone =
    kind === "water"
      ? "lagos-map-label-water"
      : MINOR_AREAS.has(name)
        ? "lagos-map-label lagos-map-label-minor"
        : "lagos-map-label";
  return L.marker(latlng, {
    interactive: false,
    keyboard: false,
    icon: L.divIcon({
      className: tone,
      html: name.replace(/&/g, "&amp;").replace(/</g, "&lt;"),
      iconSize: [120, 16],
      iconAnchor: [60, 8],
    }),
  });
}

/**
 * Draws the offline Lagos base layer (public/maps/lagos) under whatever the map shows: water, islands and
 * the airport, roads by kind, then area names. Vector layers go on the shared canvas renderer.
 */
export async function addBaseLayer(
  map: L.Map,
  renderer: L.Renderer,
): Promise<void> {
  const [water, land, roads, labels] = await Promise.all(
    ["water", "land", "roads", "labels"].map(readLayer),
  );
  const vector = { renderer, interactive: false } as const;
  L.geoJSON(water, {
    ...vector,
    style: {
      fillColor: mapPalette.water,
      fillOpacity: 1,
      color: mapPalette.waterEdge,
      weight: 1,
    },
  }).addTo(map);
  L.geoJSON(land, { ...vector, style: landStyle }).addTo(map);
  L.geoJSON(roads, { ...vector, style: roadStyle }).addTo(map);
  L.geoJSON(labels, { pointToLayer: label }).addTo(map);
}
