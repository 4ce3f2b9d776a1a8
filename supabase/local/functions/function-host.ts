/**
 * Runs inside each function's Deno process (`deno run --preload`, before the function's
 * `index.ts`). The function's `Deno.serve(...)` call is captured: whatever port or host it asks
 * for (hosted Supabase ignores them too), its handler is served on 127.0.0.1 at a port the
 * system picks, and that port is announced to the runtime on stdout. Errors the handler throws
 * are logged and answered as Deno.serve answers them (its `onError`, else a plain 500).
 */
const READY = "\u001efunction-host:ready ";

type Options = {
  onError?: (error: unknown) => Response | Promise<Response>;
  handler?: Deno.ServeHandler;
};

const listen = Deno.serve.bind(Deno);
let server: Deno.HttpServer | undefined;

function serve(
  first: Deno.ServeHandler | Options,
  second?: Deno.ServeHandler,
): Deno.HttpServer {
  if (server) return server;
  const options: Options = typeof first === "function" ? {} : first;
  const handler =
    typeof first === "function" ? first : (second ?? first.handler);
  if (!handler)
    throw new TypeError("Deno.serve() was called without a handler");
  const onError =
    options.onError ??
    (() =>
      new Response("Internal Server Error", {
        status: 500,
        headers: { "content-type": "text/plain;charset=UTF-8" },
      }));
  server = listen(
    {
      hostname: "127.0.0.1",
      port: 0,
      onListen: ({ port }) => {
        console.log(`${READY}${port}`);
        void exitWhenOrphaned();
      },
      onError,
    },
    async (request, info) => {
      try {
        const response = await handler(request, info);
        if (response instanceof Response) return response;
        throw new TypeError("the handler did not return a Response");
      } catch (error) {
        console.error(error);
        return onError(error);
      }
    },
  );
  return server;
}

/** The runtime holds this process's stdin open; its end means the runtime is gone. */
async function exitWhenOrphaned(): Promise<void> {
  for await (const _chunk of Deno.stdin.readable) {
    // Nothing is ever sent; only the end of the stream matters.
  }
  Deno.exit(0);
}

(Deno as { serve: unknown }).serve = serve;
