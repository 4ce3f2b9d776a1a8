import { readFile } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { createClient } from "@supabase/supabase-js";

import type { Database } from "../../src/lib/database.types.ts";
import type { RoadCollection } from "./road-graph.ts";
import { createFleetSimulator, type FleetSimulator } from "./simulator.ts";

export interface RunnerOptions {
  /** The Supabase API, e.g. http://127.0.0.1:54321. */
  url: string;
  /** The service-role (secret) key: only it may report for any vehicle. */
  serviceKey: string;
  /** The road network (public/maps/lagos/roads.geojson). */
  roadsFile: string | URL;
  /** How often trips are read again, ms. */
  pollMs?: number;
  /** How often each driven vehicle reports, ms. */
  tickMs?: number;
  signal?: AbortSignal;
  log?: (line: string) => void;
}

/** Waits until the API answers (the dev script starts it alongside), or the run is stopped. */
async function waitForApi(url: string, apikey: string, signal?: AbortSignal) {
  while (!signal?.aborted) {
    try {
      const response = await fetch(`${url}/auth/v1/health`, {
        headers: { apikey },
        signal,
      });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not up yet: try again shortly.
    }
    await sleep(1_000, undefined, { signal }).catch(() => undefined);
  }
}

const NO_ROADS: RoadCollection = { type: "FeatureCollection", features: [] };

/** The road map; without one the cars drive straight lines rather than the dev stack stopping. */
async function readRoads(
  file: string | URL,
  log: (line: string) => void,
): Promise<RoadCollection> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as RoadCollection;
  } catch (error) {
    log(
      `Simulator: no road map (${error instanceof Error ? error.message : String(error)}); driving straight lines.`,
    );
    return NO_ROADS;
  }
}

/** Logs a failure once until it changes, so a stopped API does not fill the terminal. */
function onceEach(log: (line: string) => void) {
  let last = "";
  return (message: string | null) => {
    if (message && message !== last) log(message);
    last = message ?? "";
  };
}

/**
 * Drives the vehicles of current trips until `signal` aborts: trips re-read every `pollMs`, each
 * driven vehicle reported every `tickMs` through report_position, as a driver's phone would.
 */
export async function runSimulator({
  url,
  serviceKey,
  roadsFile,
  pollMs = 10_000,
  tickMs = 2_000,
  signal,
  log = console.log,
}: RunnerOptions): Promise<void> {
  const roads = await readRoads(roadsFile, log);
  const client = createClient<Database>(url, serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const simulator: FleetSimulator = createFleetSimulator({ client, roads });
  const problem = onceEach(log);
  await waitForApi(url, serviceKey, signal);
  if (signal?.aborted) return;
  log(`Simulator: driving on-trip vehicles through ${url}`);

  let lastPoll = -Infinity;
  let lastTick = performance.now();
  // Vehicles advance by the time that really passed between two reports.
  let lastSize = -1;
  while (!signal?.aborted) {
    const started = performance.now();
    try {
      if (started - lastPoll >= pollMs) {
        lastPoll = started;
        await simulator.refresh();
        if (simulator.size !== lastSize)
          log(`Simulator: ${simulator.size} vehicle(s) on the road`);
        lastSize = simulator.size;
      }
      const { failures } = await simulator.tick((started - lastTick) / 1000);
      problem(failures[0] ? `Simulator: ${failures[0].message}` : null);
    } catch (error) {
      problem(
        `Simulator: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    lastTick = started;
    const wait = Math.max(0, tickMs - (performance.now() - started));
    await sleep(wait, undefined, { signal }).catch(() => undefined);
  }
}
