import { useAfterHydration } from "./use-after-hydration";

const yes = () => true;

/**
 * False while React adopts a pre-rendered page (and on the server), true once the page is live;
 * always true in a page the browser rendered itself.
 */
export function useHydrated(): boolean {
  return useAfterHydration(yes, false);
}
