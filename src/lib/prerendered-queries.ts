import {
  hydrate,
  type DehydratedState,
  type QueryClient,
} from "@tanstack/react-query";

/** The element of a pre-rendered page that carries the public data it was rendered with. */
export const PRERENDERED_QUERIES_ID = "prerendered-queries";

/**
 * The data a page was pre-rendered with, as JSON safe inside <script>: "<" is escaped, so no value
 * (a vehicle's name) can close the element.
 */
export function serializeQueries(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, "\\u003c");
}

/**
 * Puts the data a pre-rendered page was built with into the cache, so the first render shows what
 * the HTML shows (no mismatch, no loading flash), and marks it stale: it was read at build time,
 * so every query that shows it asks again as it mounts.
 */
export function adoptPrerenderedQueries(client: QueryClient): void {
  if (typeof document === "undefined") return;
  const element = document.getElementById(PRERENDERED_QUERIES_ID);
  if (!element?.textContent) return;
  let state: DehydratedState;
  try {
    state = JSON.parse(element.textContent) as DehydratedState;
  } catch {
    return;
  }
  element.remove();
  hydrate(client, state);
  for (const query of state.queries)
    void client.invalidateQueries(
      { queryKey: query.queryKey, exact: true },
      { cancelRefetch: false },
    );
}
