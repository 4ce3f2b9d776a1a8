/**
 * The slice of the Deno global that the functions' `index.ts` files and function-host.ts use, so
 * the Node project's `tsc` can check them next to the code that imports their modules. They run
 * in Deno, where `deno check` (scripts/check-functions.ts) checks them against Deno's own types.
 */
declare namespace Deno {
  interface NetAddr {
    transport: "tcp";
    hostname: string;
    port: number;
  }

  interface ServeHandlerInfo {
    remoteAddr: NetAddr;
    completed: Promise<void>;
  }

  type ServeHandler = (
    request: Request,
    info: ServeHandlerInfo,
  ) => Response | Promise<Response>;

  interface ServeOptions {
    port?: number;
    hostname?: string;
    signal?: AbortSignal;
    onListen?: (localAddr: NetAddr) => void;
    onError?: (error: unknown) => Response | Promise<Response>;
  }

  interface HttpServer {
    readonly finished: Promise<void>;
    readonly addr: NetAddr;
    shutdown(): Promise<void>;
    ref(): void;
    unref(): void;
  }

  function serve(handler: ServeHandler): HttpServer;
  function serve(options: ServeOptions, handler: ServeHandler): HttpServer;
  function serve(options: ServeOptions & { handler: ServeHandler }): HttpServer;

  interface Env {
    get(key: string): string | undefined;
    set(key: string, value: string): void;
    delete(key: string): void;
    has(key: string): boolean;
    toObject(): Record<string, string>;
  }

  const env: Env;

  const stdin: { readonly readable: ReadableStream<Uint8Array> };

  function exit(code?: number): never;
}
