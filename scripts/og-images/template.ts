import type { OgPage } from "./pages.ts";

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** The design tokens of src/styles/theme.css that the share images use. */
const tokens = {
  background: "oklch(0.145 0.006 75)",
  foreground: "oklch(0.955 0.012 85)",
  primary: "oklch(0.8 0.118 82)",
  mutedForeground: "oklch(0.74 0.014 80)",
};

export interface OgAssets {
  /** The core subsets of src/assets/fonts, as data: URLs, so nothing is fetched. */
  displayFont: string;
  sansFont: string;
  /** The page's illustration, as a data: URL. */
  illustration: string;
}

/**
 * How an illustration sits on the right of the card: a scene fills the height and melts into the
 * canvas towards the text, a vehicle keeps the spotlight it stands in on the fleet page, and a
 * line drawing keeps its proportions. Each fades out before it reaches the text column.
 */
type Framing = "scene" | "vehicle" | "drawing";

export function framingOf(illustration: string): Framing {
  if (illustration.startsWith("fleet/")) return "vehicle";
  if (illustration.includes("/services/")) return "drawing";
  return "scene";
}

const framingCss: Record<Framing, string> = {
  scene: `
    .art { right: -40px; top: 0; height: 630px;
      mask-image: linear-gradient(to right, transparent 28%, #000 62%),
        linear-gradient(to bottom, #000 70%, transparent);
      mask-composite: intersect; }`,
  vehicle: `
    .art { right: -100px; top: 116px; height: 460px;
      mask-image: radial-gradient(closest-side, #000 62%, transparent); }`,
  drawing: `
    .art { right: 16px; top: 160px; height: 315px;
      mask-image: radial-gradient(closest-side, #000 55%, transparent); }`,
};

/** A gold glow that eases out, so its edge never reads as a line on the dark canvas. */
function glow(strength: number): string {
  const stops = [1, 0.7, 0.42, 0.2, 0.07, 0];
  return stops
    .map(
      (share, index) =>
        `color-mix(in oklab, ${tokens.primary} ${(strength * share).toFixed(2)}%, transparent) ${index * 20}%`,
    )
    .join(", ");
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[char]!,
  );

function headlineHtml({ headline, accent }: OgPage): string {
  if (!accent || !headline.includes(accent)) return escapeHtml(headline);
  const [before, ...after] = headline.split(accent);
  return `${escapeHtml(before!)}<em>${escapeHtml(accent)}</em>${escapeHtml(after.join(accent))}`;
}

/** The brand mark of src/components/brand-logo.tsx, in the token colours. */
const brandMark = `
  <svg viewBox="0 0 32 32" width="44" height="44" aria-hidden="true">
    <rect x="1" y="1" width="30" height="30" rx="9"
      fill="${tokens.primary}" fill-opacity="0.1" stroke="${tokens.primary}" stroke-opacity="0.6" />
    <path d="M11 9.5h10M11 16h7.5M11 22.5h10M11 9.5v13" fill="none" stroke="${tokens.primary}"
      stroke-width="2.4" stroke-linecap="round" />
  </svg>`;

/** One share image as a self-contained page of exactly OG_WIDTH x OG_HEIGHT. */
export function ogTemplate(page: OgPage, assets: OgAssets): string {
  const framing = framingOf(page.illustration);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<style>
  @font-face {
    font-family: "Cormorant Garamond";
    font-weight: 600;
    font-display: block;
    src: url("${assets.displayFont}") format("woff2");
  }
  @font-face {
    font-family: "Manrope Variable";
    font-weight: 200 800;
    font-display: block;
    src: url("${assets.sansFont}") format("woff2-variations");
  }
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${OG_WIDTH}px; height: ${OG_HEIGHT}px; overflow: hidden; }
  body {
    position: relative;
    background: ${tokens.background};
    color: ${tokens.foreground};
    font-family: "Manrope Variable", sans-serif;
    -webkit-font-smoothing: antialiased;
  }
  .backdrop {
    position: absolute; inset: 0;
    background:
      radial-gradient(55% 80% at 82% 18%, ${glow(13)}),
      radial-gradient(45% 60% at 0% 100%, ${glow(7)});
  }
  /* A faint grain dithers the dark gradients, which 8-bit JPEG would otherwise show as bands. */
  .grain { position: absolute; inset: 0; opacity: 0.6; mix-blend-mode: overlay; }
  /* Lighten lets the illustration's own dark ground vanish into the canvas and its glow. */
  .art { position: absolute; display: block; mix-blend-mode: lighten; }
  ${framingCss[framing]}
  .card {
    position: absolute; inset: 0;
    display: flex; flex-direction: column;
    padding: 60px 0 56px 80px;
    width: 700px;
  }
  .brand { display: flex; align-items: center; gap: 14px; }
  .wordmark {
    font-family: "Cormorant Garamond", serif; font-weight: 600;
    font-size: 34px; letter-spacing: -0.01em; line-height: 1;
  }
  .wordmark span, em { color: ${tokens.primary}; }
  .copy {
    flex: 1; min-height: 0;
    display: flex; flex-direction: column; justify-content: center;
    overflow: hidden;
  }
  .eyebrow {
    font-size: 17px; font-weight: 600; line-height: 1;
    letter-spacing: 0.22em; text-transform: uppercase;
    color: ${tokens.primary};
  }
  h1 {
    margin-top: 22px; max-width: 580px;
    font-family: "Cormorant Garamond", serif; font-weight: 600;
    font-size: 84px; line-height: 1.04; letter-spacing: -0.02em;
    text-wrap: balance; overflow-wrap: normal;
  }
  h1 em { font-style: italic; }
  .line {
    margin-top: 24px; max-width: 520px;
    font-size: 25px; font-weight: 500; line-height: 1.4;
    color: ${tokens.mutedForeground};
    text-wrap: pretty;
  }
  .site {
    display: flex; align-items: center; gap: 14px;
    font-size: 17px; font-weight: 600; letter-spacing: 0.06em;
    color: ${tokens.mutedForeground};
  }
  .site::before {
    content: ""; width: 36px; height: 1px; background: ${tokens.primary};
  }
</style>
</head>
<body>
  <div class="backdrop"></div>
  <svg class="grain" width="${OG_WIDTH}" height="${OG_HEIGHT}" aria-hidden="true">
    <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.7" numOctaves="2" stitchTiles="stitch" />
      <feColorMatrix values="0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0.33 0.33 0.33 0 0 0 0 0 0 1" /></filter>
    <rect width="100%" height="100%" filter="url(#grain)" />
  </svg>
  <img class="art" src="${assets.illustration}" alt="" />
  <main class="card">
    <div class="brand">${brandMark}<span class="wordmark">Eko<span>Luxe</span></span></div>
    <div class="copy">
      <p class="eyebrow">${escapeHtml(page.eyebrow)}</p>
      <h1>${headlineHtml(page)}</h1>
      <p class="line">${escapeHtml(page.line)}</p>
    </div>
    <p class="site">ekoluxe.ng</p>
  </main>
</body>
</html>`;
}

export interface FitResult {
  headlineSize: number;
  lineSize: number;
}

/**
 * Runs in the page: steps the headline (then the short line) down from its design size until the
 * headline holds in three lines (four once it is small), the line in two, no word runs past its
 * column and the copy fits between the brand and the address. Throws rather than clip any text.
 */
export function fitText(): FitResult {
  const copy = document.querySelector<HTMLElement>(".copy")!;
  const headline = document.querySelector<HTMLElement>("h1")!;
  const line = document.querySelector<HTMLElement>(".line")!;
  const lines = (element: HTMLElement) =>
    Math.round(
      element.getBoundingClientRect().height /
        parseFloat(getComputedStyle(element).lineHeight),
    );
  const fits = (headlineSize: number) =>
    lines(headline) <= (headlineSize >= 56 ? 3 : 4) &&
    lines(line) <= 2 &&
    headline.scrollWidth <= headline.clientWidth &&
    line.scrollWidth <= line.clientWidth &&
    copy.scrollHeight <= copy.clientHeight;
  for (let lineSize = 25; lineSize >= 19; lineSize -= 2) {
    line.style.fontSize = `${lineSize}px`;
    for (let headlineSize = 84; headlineSize >= 40; headlineSize -= 2) {
      headline.style.fontSize = `${headlineSize}px`;
      if (fits(headlineSize)) return { headlineSize, lineSize };
    }
  }
  throw new Error(
    `"${headline.textContent}" / "${line.textContent}" does not fit the share image.`,
  );
}
