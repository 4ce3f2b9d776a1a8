import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";

/** Where a function lives and what its process may read. */
export interface FunctionSpec {
  name: string;
  /** Absolute paths: `<name>/index.ts`, its folder, `_shared/` when present. */
  entry: string;
  dir: string;
  shared: string | undefined;
  /** The function's `deno.json` (import map) and `deno.lock`, when present. */
  config: string | undefined;
  lock: string | undefined;
}

export interface WorkerHost {
  deno: string;
  /** The preload script that captures `Deno.serve` (function-host.ts). */
  hostScript: string;
  /** The process environment: Deno's own variables and the function's. */
  env: Record<string, string>;
  /** One log line (or block) for the runtime's log, paths shortened. */
  log(text: string): void;
}

/** The function's code failed before it served: a syntax or import error, a throw, no Deno.serve. */
export class BootError extends Error {}

const READY = "\u001efunction-host:ready ";
// A hanging top-level await must not hold every later call forever.
const BOOT_TIMEOUT_MS = 30_000;

/** One function's Deno process, listening on 127.0.0.1:`port`. */
export class FunctionProcess {
  readonly port: number;
  readonly exited: Promise<void>;
  readonly #child: ChildProcess;
  #quiet = false;

  private constructor(
    child: ChildProcess,
    port: number,
    exited: Promise<void>,
  ) {
    this.#child = child;
    this.port = port;
    this.exited = exited;
  }

  /**
   * Ends the process and waits until it is gone: its stdin closes, which the host script takes
   * as the order to exit; after `graceMs` (at once by default) it is killed. `quietly`: the
   * runtime is stopping, so the end is not reported as an exit.
   */
  async stop({ quietly = false, graceMs = 0 } = {}): Promise<void> {
    if (quietly) this.#quiet = true;
    if (this.#child.exitCode === null && this.#child.signalCode === null) {
      this.#child.stdin?.end();
      const timer = setTimeout(() => this.#child.kill("SIGKILL"), graceMs);
      await this.exited;
      clearTimeout(timer);
    }
    await this.exited;
  }

  get quiet(): boolean {
    return this.#quiet;
  }

  /** Starts `deno run` on the function and resolves once its handler listens. */
  static start(
    spec: FunctionSpec,
    host: WorkerHost,
    onExit: (crashed: FunctionProcess | undefined, reason: string) => void,
  ): Promise<FunctionProcess> {
    const child = spawn(host.deno, denoRunArgs(spec, host.hostScript), {
      cwd: spec.dir,
      env: host.env,
      stdio: ["pipe", "pipe", "pipe"],
    });
    const exited = new Promise<void>((done) => child.once("close", done));
    // Closing the stdin of a process that already died must not throw EPIPE in the runtime.
    child.stdin!.on("error", () => undefined);
    const bootLines: string[] = [];
    let started: FunctionProcess | undefined;
    const output = (line: string) => {
      if (started) host.log(`functions: ${spec.name}: ${line}`);
      else bootLines.push(line);
    };
    createInterface({ input: child.stderr! }).on("line", output);

    return new Promise<FunctionProcess>((resolve, reject) => {
      const timer = setTimeout(() => {
        bootLines.push(`no Deno.serve() after ${BOOT_TIMEOUT_MS / 1000} s`);
        child.kill("SIGKILL");
      }, BOOT_TIMEOUT_MS);
      createInterface({ input: child.stdout! }).on("line", (line) => {
        if (started || !line.startsWith(READY)) return output(line);
        clearTimeout(timer);
        started = new FunctionProcess(
          child,
          Number(line.slice(READY.length)),
          exited,
        );
        for (const early of bootLines.splice(0)) output(early);
        resolve(started);
      });
      child.once("error", (error) =>
        bootLines.push(`cannot start ${host.deno}: ${error.message}`),
      );
      void exited.then(() => {
        clearTimeout(timer);
        const reason = exitReason(child);
        if (started) return onExit(started.quiet ? undefined : started, reason);
        if (child.exitCode === 0 && bootLines.length === 0)
          bootLines.push("the function ended without calling Deno.serve()");
        const detail = bootLines.map((line) => `  ${line}`).join("\n");
        host.log(
          `functions: ${spec.name} failed to boot (${reason}):\n${detail}`,
        );
        reject(new BootError(`${spec.name} failed to boot`));
      });
    });
  }
}

function exitReason(child: ChildProcess): string {
  return child.signalCode
    ? `signal ${child.signalCode}`
    : `exit code ${child.exitCode}`;
}

/** `deno run` with the permissions hosted functions have: network, environment, its own files. */
export function denoRunArgs(spec: FunctionSpec, hostScript: string): string[] {
  const readable = [spec.dir, spec.shared].filter(Boolean).join(",");
  return [
    "run",
    "--no-prompt",
    "--allow-net",
    "--allow-env",
    `--allow-read=${readable}`,
    ...resolution(spec),
    "--preload",
    hostScript,
    spec.entry,
  ];
}

/** `deno install --entrypoint`: caches the graph `deno run` loads, without running it. */
export function denoInstallArgs(spec: FunctionSpec): string[] {
  return ["install", "--entrypoint", ...resolution(spec), spec.entry];
}

/** The function's import map, and its lock file read-only (a stale lock is an error, not a rewrite). */
function resolution(spec: FunctionSpec): string[] {
  return [
    ...(spec.config ? ["--config", spec.config] : ["--no-config"]),
    ...(spec.lock ? [`--lock=${spec.lock}`, "--frozen"] : ["--no-lock"]),
  ];
}
