import { fileURLToPath } from "node:url";

import { runtimeGlobalSetup } from "../integration/runtime-setup.ts";

/** The product's own schema, functions, policies and seed, served from the repository root. */
export const { setup, teardown } = runtimeGlobalSetup(
  fileURLToPath(new URL("../..", import.meta.url)),
  "_app",
);
