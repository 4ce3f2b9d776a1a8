import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { Agent } from "node:http";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

import type { RuntimeContext } from "../context.ts";
import { denoExecutable, toolchainEnv } from "./deno-toolchain.ts";
import { forward, type Forwarded } from "./forward.ts";
import { functionEnv } from "./function-env.ts";
import {
  BootError,
  FunctionProcess,
  type FunctionSpec,
} from "./function-process.ts";
import { ImportCache } from "./import-cache.ts";

/** The function's process ended while it was answering (an uncaught error, a crash). */
export class WorkerCrash extends Error {}

const hostScript = fileURLToPath(
  new URL("./function-host.ts", import.meta.url),
);

/**
 * One Deno process per function, started on its first call and reused for later calls, started
 * again on the call after it exits; all of them end when the runtime stops.
 */
export class FunctionWorkers {
  readonly #ctx: RuntimeContext;
  readonly #functionsDir: string;
  readonly #env: Promise<Record<string, string>>;
  readonly #imports: ImportCache;
  readonly #running = new Map<string, Promise<FunctionProcess>>();
  readonly #agent = new Agent({ keepAlive: true });
  #stopped = false;

  constructor(ctx: RuntimeContext, databaseUrl: string | undefined) {
    this.#ctx = ctx;
    this.#functionsDir = join(ctx.supabaseDir, "functions");
    this.#env = Promise.all([
      toolchainEnv(),
      functionEnv(ctx, databaseUrl),
    ]).then(([toolchain, fn]) => ({ ...toolchain, ...fn }));
    this.#imports = new ImportCache(this.#env, (text) => this.#log(text));
  }

  /** The function `name` when `<name>/index.ts` exists. */
  spec(name: string): FunctionSpec | undefined {
    const dir = join(this.#functionsDir, name);
    const entry = join(dir, "index.ts");
    if (!existsSync(entry)) return undefined;
    const shared = join(this.#functionsDir, "_shared");
    const lock = join(dir, "deno.lock");
    return {
      name,
      entry,
      dir,
      shared: existsSync(shared) ? shared : undefined,
      config: ["deno.json", "deno.jsonc"]
        .map((file) => join(dir, file))
        .find((file) => existsSync(file)),
      lock: existsSync(lock) ? lock : undefined,
    };
  }

  /** Caches every function's imports, one function after the other. */
  async warmAll(): Promise<void> {
    const entries = await readdir(this.#functionsDir, {
      withFileTypes: true,
    }).catch(() => []);
    const specs = entries
      .filter((entry) => entry.isDirectory() && !/^[._]/.test(entry.name))
      .map((entry) => this.spec(entry.name))
      .filter((spec) => spec !== undefined);
    await this.#imports.warmAll(specs);
  }

  /** The function's running process: the one already started, or a new one. */
  process(spec: FunctionSpec): Promise<FunctionProcess> {
    if (this.#stopped)
      return Promise.reject(new Error("the runtime is stopping"));
    const current = this.#running.get(spec.name);
    if (current) return current;
    const forget = () => {
      if (this.#running.get(spec.name) === started)
        this.#running.delete(spec.name);
    };
    const started = this.#start(spec, forget);
    this.#running.set(spec.name, started);
    started.catch(forget);
    return started;
  }

  async #start(
    spec: FunctionSpec,
    forget: () => void,
  ): Promise<FunctionProcess> {
    await this.#imports.warm(spec);
    let deno: string;
    try {
      deno = denoExecutable();
    } catch (error) {
      this.#log(`functions: ${spec.name} failed to boot: ${String(error)}`);
      throw new BootError(`${spec.name} failed to boot`);
    }
    const host = {
      deno,
      hostScript,
      env: await this.#env,
      log: (text: string) => this.#log(text),
    };
    return FunctionProcess.start(spec, host, (crashed, reason) => {
      forget();
      if (crashed)
        this.#log(
          `functions: ${spec.name} exited (${reason}); the next call starts it again`,
        );
    });
  }

  /** Forwards a request; a process that fails to answer is ended, and that is a WorkerCrash. */
  async fetch(worker: FunctionProcess, request: Forwarded): Promise<Response> {
    try {
      return await forward(this.#agent, worker.port, request);
    } catch (error) {
      if (request.signal.aborted) throw error;
      // A crashing process prints its error, then exits by itself; give it the time to.
      await worker.stop({ graceMs: 5_000 });
      throw new WorkerCrash(String(error));
    }
  }

  async stop(): Promise<void> {
    this.#stopped = true;
    this.#imports.stop();
    const running = [...this.#running.values()];
    this.#running.clear();
    await Promise.all(
      running.map((started) =>
        started.then(
          (worker) => worker.stop({ quietly: true }),
          () => undefined,
        ),
      ),
    );
    this.#agent.destroy();
  }

  /** Log text with the project's file URLs made relative, as Deno's stack traces print them. */
  #log(text: string): void {
    const root = pathToFileURL(join(this.#ctx.supabaseDir, "..")).href;
    this.#ctx.log(text.replaceAll(`${root}/`, ""));
  }
}
