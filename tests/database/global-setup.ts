import { fileURLToPath } from "node:url";

import { runtimeGlobalSetup } from "../local-backend/runtime-setup.ts";

const RAISED_LIMIT = 1_000_000;

/**
 * The product's own schema, functions, policies and seed, served from the repository root. The
 * suite books far more often than the shipped rate limits allow, so they are raised for this
 * runtime only; rate-limits.test.ts checks the shipped ones on a runtime of its own. On
 * PostgreSQL the database is built by the Supabase CLI's `db push`, the way a deploy builds it.
 */
export const { setup, teardown } = runtimeGlobalSetup(
  fileURLToPath(new URL("../..", import.meta.url)),
  {
    suffix: "_app",
    auth: { updatePasswordRequireCurrentPassword: true },
    pushWithCli: true,
    afterStart: async (runtime) => {
      await runtime.context.db.query(
        "update private.rate_limits set max_events = $1",
        [RAISED_LIMIT],
      );
    },
  },
);
