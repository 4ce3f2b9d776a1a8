import type { SmokeConfig } from "./config.ts";

/** What the steps share: the inputs, and what earlier steps learnt. */
export interface SmokeContext {
  config: SmokeConfig;
  /** quote_fare's total for the test ride, in kobo. */
  quoteKobo?: number;
  /** The test booking, once made: its reference and the ride page's manage token. */
  ride?: { reference: string; token: string };
}
