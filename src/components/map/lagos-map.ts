import L from "leaflet";

import "leaflet/dist/leaflet.css";
import "./lagos-map.css";

import { env } from "@/config/env";

import { addBaseLayer } from "./base-layer";
import { LAGOS_LIMITS, LAGOS_VIEW } from "./palette";

export interface LagosMapOptions {
  /** The first view; Lagos from Agege to Ajah when not given. */
  bounds?: L.LatLngBoundsExpression;
  /** Largest zoom `bounds` may be fitted at (a single point would zoom to the street). */
  maxFitZoom?: number;
  /** Leaflet options on top of the defaults (e.g. no dragging on a page that scrolls). */
  mapOptions?: L.MapOptions;
}

/**
 * A Leaflet map of Lagos on `container`: the operator's tiles when VITE_MAP_TILE_URL is set,
 * otherwise the offline base layer drawn on one canvas renderer, which the caller's vector layers
 * can share. Pan limits keep it on Lagos; `data-zoom` says whether minor area names fit.
 */
export function createLagosMap(
  container: HTMLElement,
  { bounds = LAGOS_VIEW, maxFitZoom, mapOptions }: LagosMapOptions = {},
): { map: L.Map; renderer: L.Renderer } {
  const renderer = L.canvas({ padding: 0.2 });
  container.classList.add("lagos-map");
  const map = L.map(container, {
    renderer,
    preferCanvas: true,
    attributionControl: Boolean(env.mapTileUrl),
    minZoom: 9,
    maxZoom: 17,
    maxBounds: LAGOS_LIMITS,
    zoomSnap: 0.5,
    ...mapOptions,
  });
  const markZoom = () => {
    container.dataset.zoom = map.getZoom() < 11 ? "far" : "near";
  };
  map.on("zoomend", markZoom);
  map.fitBounds(bounds, maxFitZoom ? { maxZoom: maxFitZoom } : undefined);
  markZoom();
  if (env.mapTileUrl) {
    map.attributionControl.setPrefix(false);
    L.tileLayer(env.mapTileUrl, {
      attribution: env.mapTileAttribution ?? "© OpenStreetMap contributors",
    }).addTo(map);
  } else {
    void addBaseLayer(map, renderer).catch(() => {
      // What the map shows still draws on the plain background; the page stays usable.
    });
  }
  return { map, renderer };
}

export { LAGOS_LIMITS, LAGOS_VIEW, mapPalette } from "./palette";
