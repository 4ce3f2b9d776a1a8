import { spawn, type ChildProcess } from "node:child_process";

import { denoExecutable } from "./deno-toolchain.ts";
import { denoInstallArgs, type FunctionSpec } from "./function-process.ts";

/**
 * Fills Deno's cache with each function's `npm:`/`jsr:` imports (`deno install --entrypoint`),
 * once per function, so that starting its process is not a download.
 */
export class ImportCache {
  readonly #env: Promise<Record<string, string>>;
  readonly #log: (text: string) => void;
  readonly #done = new Map<string, Promise<void>>();
  readonly #installing = new Set<ChildProcess>();
  #stopped = false;

  constructor(
    env: Promise<Record<string, string>>,
    log: (text: string) => void,
  ) {
    this.#env = env;
    this.#log = log;
  }

  /** Resolves once the function's imports are cached (or caching failed, which is logged). */
  warm(spec: FunctionSpec): Promise<void> {
    let done = this.#done.get(spec.name);
    if (!done) {
      done = this.#install(spec);
      this.#done.set(spec.name, done);
    }
    return done;
  }

  /** Warms the functions one after the other, then says so in the log. */
  async warmAll(specs: FunctionSpec[]): Promise<void> {
    const started = performance.now();
    for (const spec of specs) {
      if (this.#stopped) return;
      await this.warm(spec);
    }
    const ms = (performance.now() - started).toFixed(0);
    if (specs.length && !this.#stopped)
      this.#log(
        `functions: imports of ${specs.map((s) => s.name).join(", ")} cached (${ms} ms)`,
      );
  }

  stop(): void {
    this.#stopped = true;
    for (const child of this.#installing) child.kill("SIGKILL");
  }

  async #install(spec: FunctionSpec): Promise<void> {
    const env = await this.#env;
    if (this.#stopped) return;
    const failure = await new Promise<string | undefined>((done) => {
      let deno: string;
      try {
        deno = denoExecutable();
      } catch (error) {
        return done(String(error));
      }
      const child = spawn(deno, denoInstallArgs(spec), {
        cwd: spec.dir,
        env,
        stdio: ["ignore", "ignore", "pipe"],
      });
      this.#installing.add(child);
      let errors = "";
      child.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()));
      child.once("error", (error) => done(error.message));
      child.once("close", (code) => {
        this.#installing.delete(child);
        done(code === 0 ? undefined : errors.trim());
      });
    });
    if (failure && !this.#stopped)
      this.#log(
        `functions: ${spec.name}: caching its imports failed:\n${failure
          .split("\n")
          .map((line) => `  ${line}`)
          .join("\n")}`,
      );
  }
}
