import type { IncomingMessage, Server } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer } from "ws";

import type { RuntimeContext } from "../context.ts";
import { ChangeFeed } from "./change-feed.ts";
import { Connection } from "./connection.ts";
import { parseVsn } from "./framing.ts";
import { hubFor } from "./hub.ts";

const SOCKET_PATH = /^\/realtime\/v1\/websocket\/?$/;

/** Phoenix's answer to a socket whose connect/3 failed: 403 with an empty body. */
function refuseUpgrade(socket: Duplex): void {
  socket.end(
    "HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
  );
}

/** Realtime on `/realtime/v1/websocket` of the API server: Phoenix channels over `ws`. */
export async function attachRealtime(
  server: Server,
  ctx: RuntimeContext,
): Promise<{ close(): Promise<void> }> {
  const hub = hubFor(ctx);
  const feed = new ChangeFeed(ctx, hub);
  await feed.start();
  const wss = new WebSocketServer({ noServer: true });

  const onUpgrade = (
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
  ) => {
    const url = new URL(request.url ?? "/", "http://localhost");
    if (!SOCKET_PATH.test(url.pathname)) {
      if (server.listenerCount("upgrade") === 1) socket.destroy();
      return;
    }
    // As Realtime's UserSocket.connect: the key (`x-api-key` header, else `apikey` parameter) must
    // be a valid JWT of the project, or the upgrade itself is refused with 403.
    const header = request.headers["x-api-key"];
    const apikey =
      (Array.isArray(header) ? header[0] : header) ??
      url.searchParams.get("apikey");
    void ctx.keys.resolve(undefined, apikey ?? undefined).then(
      () =>
        wss.handleUpgrade(request, socket, head, (ws) => {
          new Connection(ws, {
            vsn: parseVsn(url.searchParams.get("vsn")),
            apikey,
            ctx,
            hub,
            feed,
          });
        }),
      () => refuseUpgrade(socket),
    );
  };
  server.on("upgrade", onUpgrade);

  return {
    close: async () => {
      server.off("upgrade", onUpgrade);
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((done) => wss.close(() => done()));
      await feed.close();
    },
  };
}
