/**
 * Post-deploy smoke check of a deployed EkoLuxe:
 *   npm run smoke -- <site url> <supabase url> <anon key>
 * Loads the public pages and their files, checks the security headers and that the site was
 * built for this Supabase project, then goes through the API as a visitor: a fare quote, a guest
 * booking, its confirmation e-mail, the ride link, and cancelling the ride through it. Prints one
 * line per step and exits 1 if any step failed (2 on a usage error). README.md, "Deploy", says
 * what a run leaves behind.
 */
import { randomBytes } from "node:crypto";

import { readConfig, UsageError, type SmokeConfig } from "./smoke/config.ts";
import { formatResult, formatSummary, runSteps } from "./smoke/report.ts";
import { smokeSteps } from "./smoke/steps.ts";

function header(config: SmokeConfig): string {
  return [
    `Smoke check of ${config.siteUrl}`,
    `  Supabase  ${config.supabaseUrl}`,
    `  run       ${config.runId} (test booking for ${config.email}, ${config.phone})`,
    "",
  ].join("\n");
}

async function main(): Promise<number> {
  let config: SmokeConfig;
  try {
    config = readConfig(
      process.argv.slice(2),
      process.env,
      new Date(),
      randomBytes(3).toString("hex"),
    );
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
  process.stdout.write(`${header(config)}\n`);
  const results = await runSteps(smokeSteps, { config }, (result) => {
    process.stdout.write(`${formatResult(result)}\n`);
  });
  process.stdout.write(`\n${formatSummary(results)}\n`);
  return results.every((result) => result.status === "passed") ? 0 : 1;
}

process.exitCode = await main();
