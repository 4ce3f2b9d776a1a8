import { StrictMode } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { renderPage } from "@/entry-server";
import {
  dehydrate,
  hydrate,
  QueryClientProvider,
  type DehydratedState,
} from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it, vi } from "vitest";

import { paths } from "@/config/paths";
import { createQueryClient } from "@/lib/query-client";
import { placeQueries } from "@/features/booking/api/queries";
import { BOOKING_DRAFT_KEY } from "@/features/booking/hooks/use-booking-draft";
import { emptyBookingForm } from "@/features/booking/schemas";
import { fleetQueries } from "@/features/fleet/api/queries";
import type { PublicVehicle } from "@/features/fleet/types";
import { App } from "@/app/app";
import {
  notFoundPage,
  prerenderedPages,
  type BakedData,
} from "@/app/page-meta";

import { server } from "../../support/msw-server";
import { storeSession } from "../../support/session";

const vehicle: PublicVehicle = {
  id: "6f1c7a52-6a43-4c1e-9d0b-0c9a4c3d2b11",
  model: "Mercedes-Benz S 450",
  description: "Diamond white S-Class with reclining rear seats.",
  images: ["/fleet/luxury-saloon.svg"],
  seating_capacity: 5,
  service_class: "premium",
  status: "available",
};

const place = {
  id: "a1ce9fdc-6c7a-489f-88cc-e5f71c7e41fa",
  name: "Eko Hotel & Suites",
  area: "Victoria Island",
  kind: "hotel",
};

/** What the build bakes, with fixed rows in place of the backend's. */
function baked(kinds: readonly BakedData[]): DehydratedState[] {
  return kinds.map((kind) => {
    const client = createQueryClient();
    if (kind === "fleet")
      client.setQueryData(fleetQueries.public().queryKey, [vehicle]);
    else {
      client.setQueryData(placeQueries.popular().queryKey, [place] as never);
      client.setQueryData(placeQueries.airports().queryKey, [] as never);
    }
    return dehydrate(client);
  });
}

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

// Both renderers share this realm's context objects; React notes that in development only.
const sharedRealm = /^Detected multiple renderers concurrently/;

/** A visitor who was here before: signed in, with a booking they had started typing. */
function returningVisitor() {
  storeSession();
  // The booking form fills in the signed-in rider's name.
  server.use(
    http.get("*/rest/v1/profiles", () =>
      HttpResponse.json({ full_name: "Ada Obi" }),
    ),
  );
  window.sessionStorage.setItem(
    BOOKING_DRAFT_KEY,
    JSON.stringify({
      idempotencyKey: "0b7e1f4e-9f0c-4a55-8a43-7f0e8a1b2c3d",
      values: { ...emptyBookingForm, pickup: "Eko Hotel & Suites" },
    }),
  );
}

/**
 * Renders `path` as the build does, then hydrates it as the browser does, and returns what React
 * reported. React in development compares every attribute and text of the server's HTML with the
 * first client render (production only checks structure), so a page that would hydrate
 * differently (a date, a stored draft or session, a generated id) shows up here.
 */
async function renderThenHydrate(
  path: string,
  kinds: readonly BakedData[],
  visitor?: () => void,
) {
  const data = baked(kinds);
  const page = await renderPage(path, data);
  // The server renderer leaves its last context values set until it renders again; in one
  // process with the browser's renderer, an empty render hands the contexts back.
  await prerender(<></>);
  expect(page.title).toMatch(/ \| EkoLuxe$/);

  visitor?.();
  window.history.replaceState(null, "", path);
  const container = document.createElement("div");
  container.id = "root";
  container.innerHTML = page.html;
  document.body.append(container);
  const heading = container.querySelector("h1");
  expect(heading).not.toBeNull();

  const reported: unknown[][] = [];
  const log = console.error.bind(console);
  vi.spyOn(console, "error").mockImplementation((...args) => {
    if (sharedRealm.test(String(args[0]))) return;
    reported.push(args);
    log(...args);
  });
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  for (const state of data) hydrate(client, state);
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <QueryClientProvider client={client}>
          <App />
        </QueryClientProvider>
      </StrictMode>,
      { onRecoverableError: (error) => reported.push([error]) },
    );
  });
  // Lazy route modules and sections arrive, and their boundaries hydrate.
  for (let round = 0; round < 5; round++)
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  return { reported, container, heading: heading! };
}

/** The pages the build renders (scripts/prerender/site-files.ts), by address. */
const targets = [
  ...Object.entries(prerenderedPages).map(([route, page]) => ({
    path: paths[route as keyof typeof prerenderedPages].path,
    page,
  })),
  { path: notFoundPage.path, page: notFoundPage.prerender },
];

describe("every pre-rendered page hydrates without a mismatch", () => {
  for (const target of targets)
    for (const [who, visitor] of [
      ["a first visit", undefined],
      ["a returning, signed-in visitor with a draft", returningVisitor],
    ] as const)
      it(`${target.path}, for ${who}`, async () => {
        const { reported, container, heading } = await renderThenHydrate(
          target.path,
          "bake" in target.page ? (target.page.bake ?? []) : [],
          visitor,
        );
        expect(reported).toEqual([]);
        // React adopted the server's node rather than drawing a new one.
        expect(container.querySelector("h1")).toBe(heading);
        expect(
          Object.keys(heading).some((key) => key.startsWith("__reactFiber$")),
        ).toBe(true);
      });
});
