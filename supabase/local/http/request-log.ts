import type { MiddlewareHandler } from "hono";

/** One line per request: method, path, status, milliseconds. */
export function requestLog(log: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = (performance.now() - started).toFixed(1);
    log(
      `${c.req.method} ${new URL(c.req.url).pathname} ${c.res.status} ${ms}ms`,
    );
  };
}
