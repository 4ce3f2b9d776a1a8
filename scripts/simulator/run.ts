import { parseArgs } from "node:util";

import { LOCAL_SUPABASE_URL } from "../../src/config/local-backend.ts";
import { SECRET_KEY } from "../../supabase/local/index.ts";
import { runSimulator } from "./runner.ts";

/**
 * `npm run simulate` (and the `sim` process of `npm run dev`): the scripted driver. The API comes
 * from --url, SUPABASE_URL or VITE_SUPABASE_URL (default: the local backend); the key from
 * SUPABASE_SERVICE_ROLE_KEY, or the local stack's well-known secret key for a local API only.
 * EKOLUXE_SIMULATOR=0 keeps it idle, so `npm run dev` can run without it.
 */
const { values } = parseArgs({
  options: {
    url: { type: "string" },
    "poll-ms": { type: "string", default: "10000" },
    "tick-ms": { type: "string", default: "2000" },
  },
});

const url = (
  values.url ??
  process.env.SUPABASE_URL ??
  process.env.VITE_SUPABASE_URL ??
  LOCAL_SUPABASE_URL
).replace(/\/+$/, "");
const isLocal = ["127.0.0.1", "localhost"].includes(new URL(url).hostname);
const serviceKey =
  process.env.SUPABASE_SERVICE_ROLE_KEY ?? (isLocal ? SECRET_KEY : undefined);

const controller = new AbortController();
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => controller.abort());

if (process.env.EKOLUXE_SIMULATOR === "0") {
  // Idle rather than exit: `npm run dev` stops every process when one of them ends.
  console.log("Simulator: off (EKOLUXE_SIMULATOR=0)");
  const keepAlive = setInterval(() => undefined, 60_000);
  controller.signal.addEventListener("abort", () => clearInterval(keepAlive));
} else if (!serviceKey) {
  console.error(
    `Simulator: set SUPABASE_SERVICE_ROLE_KEY to drive vehicles on ${url} (the local secret key only works locally).`,
  );
  process.exitCode = 1;
} else {
  await runSimulator({
    url,
    serviceKey,
    roadsFile: new URL(
      "../../public/maps/lagos/roads.geojson",
      import.meta.url,
    ),
    pollMs: Number(values["poll-ms"]),
    tickMs: Number(values["tick-ms"]),
    signal: controller.signal,
  });
}
