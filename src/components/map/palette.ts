/**
 * Map colours in the dark-and-gold system. Canvas layers need literal colours, so these mirror
 * the theme tokens (src/styles/theme.css) rather than read CSS variables.
 */
export const mapPalette = {
  land: "#1f1c17",
  water: "#0e171d",
  waterEdge: "#1f2f38",
  airport: "#2a251c",
  airportEdge: "#6d5b35",
  road: "#4f473a",
  expressway: "#8c7443",
  bridge: "#d2ab58",
} as const;

/** Lagos from Agege and Ikorodu down to the coast, Festac to Ajah: the map's first view. */
export const LAGOS_VIEW: [[number, number], [number, number]] = [
  [6.41, 3.27],
  [6.64, 3.6],
];

/** How far the map may be panned: the whole base layer with a margin. */
export const LAGOS_LIMITS: [[number, number], [number, number]] = [
  [6.2, 2.9],
  [6.85, 3.95],
];
