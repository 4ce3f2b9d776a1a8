import { apiStep } from "./api.ts";
import {
  bookingStep,
  cancelStep,
  emailStep,
  quoteStep,
  rideStep,
} from "./booking.ts";
import type { SmokeContext } from "./context.ts";
import type { Step } from "./report.ts";
import { assetsStep, bundleStep, headersStep, pagesStep } from "./site.ts";

/** The checks in the order they run; README.md, "Deploy", explains each to an operator. */
export const smokeSteps: readonly Step<SmokeContext>[] = [
  pagesStep,
  assetsStep,
  headersStep,
  bundleStep,
  apiStep,
  quoteStep,
  bookingStep,
  emailStep,
  rideStep,
  cancelStep,
];
