import { createServer } from "node:net";

/** A port nobody listens on right now, for a runtime a test starts (and restarts) itself. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once("error", fail);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        done(typeof address === "object" && address ? address.port : 0),
      );
    });
  });
}
