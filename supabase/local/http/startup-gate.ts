const NOT_READY = JSON.stringify({
  code: 503,
  error_code: "service_starting",
  msg: "The local backend is still starting; retry in a moment.",
});

/**
 * Holds a server's requests back until `open()`: the servers must listen before the routes are
 * built (services need the bound port), and Hono builds its router on the first request, after
 * which adding a route throws. Until then every request gets a 503 the client may retry.
 */
export function startupGate<Args extends unknown[]>(app: {
  fetch: (request: Request, ...args: Args) => Response | Promise<Response>;
}) {
  let open = false;
  const fetch = (request: Request, ...args: Args) =>
    open
      ? app.fetch(request, ...args)
      : new Response(NOT_READY, {
          status: 503,
          headers: {
            "Content-Type": "application/json",
            "Retry-After": "1",
            "Cache-Control": "no-store",
            "Access-Control-Allow-Origin": request.headers.get("origin") ?? "*",
          },
        });
  return {
    fetch,
    open: () => {
      open = true;
    },
  };
}
