import { fileURLToPath } from "node:url";

import { runtimeGlobalSetup } from "./runtime-setup.ts";

/** The runtime's own tests run against a small fixture project with a schema of its own. */
export const { setup, teardown } = runtimeGlobalSetup(
  fileURLToPath(new URL("./fixture", import.meta.url)),
);
