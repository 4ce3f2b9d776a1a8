import type { SmokeConfig } from "./config.ts";
import type { Answer } from "./http.ts";

/** What the steps share: the inputs, and what earlier steps learnt. */
export interface SmokeContext {
  config: SmokeConfig;
  /** The site's pages as "Public pages" fetched them, by path, once each answered as it must. */
  pages?: {
    /** Every pre-rendered page, `/` first. */
    prerendered: Map<string, Answer>;
    /** Every personal address, answered with the shell. */
    shell: Map<string, Answer>;
  };
  /** quote_fare's total for the test ride, in kobo. */
  quoteKobo?: number;
  /** The test booking, once made: its reference and the ride page's manage token. */
  ride?: { reference: string; token: string };
}
