// Rendered in Node at build time (scripts/prerender): the public pages as HTML, with the public
// data they show. Nothing here runs in the browser.
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import {
  dehydrate,
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type FetchQueryOptions,
} from "@tanstack/react-query";
import { StaticRouter } from "react-router-dom";

import { DocumentTitleSink } from "@/hooks/use-document-title";
import { createQueryClient } from "@/lib/query-client";
import { placeQueries } from "@/features/booking/api/queries";
import { fleetQueries } from "@/features/fleet/api/queries";
import { AppContent } from "@/app/app";
import type { BakedData } from "@/app/page-meta";

/** The queries behind each kind of baked data: the very ones the pages ask, so the keys match. */
const bakedQueries: Record<BakedData, () => FetchQueryOptions[]> = {
  fleet: () => [fleetQueries.public() as FetchQueryOptions],
  places: () => [
    placeQueries.popular() as FetchQueryOptions,
    placeQueries.airports() as FetchQueryOptions,
  ],
};

/**
 * Fetches the public data the pre-rendered pages show, as the anonymous visitor (the build never
 * holds a session), from the project the build names. A failure fails the build.
 */
export async function bakeData(
  kinds: readonly BakedData[],
): Promise<Record<BakedData, DehydratedState>> {
  const baked = {} as Record<BakedData, DehydratedState>;
  for (const kind of kinds) {
    const client = createQueryClient();
    await Promise.all(
      bakedQueries[kind]().map((options) =>
        client.fetchQuery({ ...options, retry: 2 }),
      ),
    );
    baked[kind] = dehydrate(client);
  }
  return baked;
}

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The document title the page declared. */
  title: string | null;
  /** The data it was rendered with, for the browser to start from. */
  queries: DehydratedState;
}

/** One page as HTML, after every lazy part of it has loaded. */
export async function renderPage(
  url: string,
  data: readonly DehydratedState[],
): Promise<RenderedPage> {
  const client = createQueryClient();
  for (const state of data) hydrate(client, state);
  let title: string | null = null;
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <DocumentTitleSink value={(declared) => (title = declared)}>
        <QueryClientProvider client={client}>
          <StaticRouter location={url}>
            <AppContent />
          </StaticRouter>
        </QueryClientProvider>
      </DocumentTitleSink>
    </StrictMode>,
    {
      onError: (error) => void errors.push(error),
      // Every boundary's content in place: a page must read whole without running a script (the
      // policy allows no inline script but the route preload one).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
    },
  );
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  return { html, title, queries: dehydrate(client) };
}
