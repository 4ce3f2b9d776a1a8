import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

import { denoExecutable, toolchainEnv } from "../supabase/local/index.ts";

/**
 * `npm run check:functions`: every edge function as Deno sees it. For each
 * `supabase/functions/<name>/index.ts`: its `deno.json` pins the `npm:` versions installed in
 * node_modules (the vitest tests import the same modules in Node), `deno check` with that
 * `deno.json` (the import map; `deno.lock` read-only), `deno lint` of the folder. `_shared/` is
 * type-checked through the functions importing it and linted on its own, and so is the local
 * runtime's Deno host script. One line per step, the tool's output under a failed one; exit 1 on
 * any failure.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const functionsDir = join(root, "supabase/functions");
const hostScript = join(root, "supabase/local/functions/function-host.ts");

interface Outcome {
  ok: boolean;
  output: string;
}
interface Step {
  label: string;
  run: () => Promise<Outcome> | Outcome;
}

const deno = denoExecutable();
const env = await toolchainEnv();

function denoStep(label: string, args: string[]): Step {
  const run = () =>
    new Promise<Outcome>((done) => {
      const child = spawn(deno, args, {
        cwd: root,
        env,
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      const collect = (chunk: Buffer) => (output += chunk.toString());
      child.stdout.on("data", collect);
      child.stderr.on("data", collect);
      child.once("error", (error) =>
        done({ ok: false, output: error.message }),
      );
      child.once("close", (code) => done({ ok: code === 0, output }));
    });
  return { label, run };
}

/** `npm:<package>@<version>` entries of an import map that differ from node_modules. */
function versionDrift(config: string): Outcome {
  const { imports = {} } = JSON.parse(readFileSync(config, "utf8")) as {
    imports?: Record<string, string>;
  };
  const drift: string[] = [];
  for (const specifier of Object.values(imports)) {
    const [, name, version] = /^npm:(@?[^@]+)@([^/]+)/.exec(specifier) ?? [];
    if (!name || !version) continue;
    const manifest = join(root, "node_modules", name, "package.json");
    const installed = existsSync(manifest)
      ? (JSON.parse(readFileSync(manifest, "utf8")) as { version: string })
          .version
      : "not installed";
    if (installed !== version)
      drift.push(`${name}: deno.json ${version}, node_modules ${installed}`);
  }
  return { ok: drift.length === 0, output: drift.join("\n") };
}

function functionSteps(name: string): Step[] {
  const dir = join(functionsDir, name);
  const config = join(dir, "deno.json");
  const hasConfig = existsSync(config);
  const resolution = hasConfig ? ["--config", config] : ["--no-config"];
  const lock = existsSync(join(dir, "deno.lock"))
    ? ["--frozen"]
    : ["--no-lock"];
  return [
    ...(hasConfig
      ? [{ label: `versions ${name}`, run: () => versionDrift(config) }]
      : []),
    denoStep(`check ${name}`, [
      "check",
      ...resolution,
      ...lock,
      join(dir, "index.ts"),
    ]),
    denoStep(`lint ${name}`, ["lint", ...resolution, dir]),
  ];
}

const names = readdirSync(functionsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name))
  .filter((entry) => existsSync(join(functionsDir, entry.name, "index.ts")))
  .map((entry) => entry.name)
  .sort();
const steps: Step[] = [
  ...names.flatMap(functionSteps),
  denoStep("lint _shared", [
    "lint",
    "--no-config",
    join(functionsDir, "_shared"),
  ]),
  denoStep("check local runtime host", [
    "check",
    "--no-config",
    "--no-lock",
    hostScript,
  ]),
  denoStep("lint local runtime host", ["lint", "--no-config", hostScript]),
];

console.log(`Edge functions under Deno: ${names.join(", ")}`);
let failed = 0;
for (const step of steps) {
  const started = performance.now();
  const { ok, output } = await step.run();
  const ms = (performance.now() - started).toFixed(0);
  console.log(`  ${ok ? "ok  " : "FAIL"} ${step.label} (${ms} ms)`);
  if (ok) continue;
  failed++;
  const shown = output
    .replaceAll(`file://${root}`, "")
    .replaceAll(root, "")
    .trim();
  console.log(
    shown
      .split("\n")
      .map((line) => `       ${line}`)
      .join("\n"),
  );
}
console.log(
  failed
    ? `\n${failed} of ${steps.length} steps failed.`
    : `\nAll ${steps.length} steps passed.`,
);
process.exit(failed ? 1 : 0);
