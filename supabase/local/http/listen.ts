import type { Server } from "node:http";
import { serve } from "@hono/node-server";

type Fetch = Parameters<typeof serve>[0]["fetch"];

export function listen(fetch: Fetch, port: number): Promise<Server> {
  return new Promise((done, fail) => {
    const server = serve({ fetch, port, hostname: "127.0.0.1" }) as Server;
    server.once("listening", () => done(server));
    server.once("error", fail);
  });
}

export function portOf(server: Server): number {
  const address = server.address();
  return typeof address === "object" && address ? address.port : 0;
}

export function close(server: Server): Promise<void> {
  return new Promise((done) => {
    server.closeAllConnections();
    server.close(() => done());
  });
}
