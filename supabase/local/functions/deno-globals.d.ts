/**
 * The slice of the Deno global that edge functions' `index.ts` files use (`Deno.serve`, `Deno.env`),
 * as the local runtime provides it. Declared as a namespace so it merges with fuller Deno typings.
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
}
