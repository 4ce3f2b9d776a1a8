import WebSocket from "ws";

import { runtime } from "../support.ts";
import { Inbox } from "./inbox.ts";

const sockets: WebSocket[] = [];

export function closeRawSockets(): void {
  for (const socket of sockets.splice(0)) socket.terminate();
}

/** The payload shapes the raw-socket tests read: replies, system messages, postgres changes. */
export type RawPayload = Record<string, unknown> & {
  status?: string;
  response?: {
    reason?: string;
    postgres_changes?: (Record<string, unknown> & { id: number })[];
  };
  ids?: number[];
  data?: Record<string, unknown>;
};
export type RawFrame = [
  string | null,
  string | null,
  string,
  string,
  RawPayload,
];
export type RawMessage =
  | RawFrame
  | (Record<string, unknown> & { ref?: string; event?: string })
  | Buffer;

/** A bare websocket speaking vsn 2.0.0 (arrays) or 1.0.0 (objects), to check frames exactly. */
export async function rawSocket(params: Record<string, string>) {
  const { apiUrl } = runtime();
  const url = `${apiUrl.replace(/^http/, "ws")}/realtime/v1/websocket?${new URLSearchParams(params)}`;
  const socket = new WebSocket(url);
  sockets.push(socket);
  const inbox = new Inbox<RawMessage>();
  socket.on("message", (data, isBinary) =>
    inbox.push(isBinary ? data : JSON.parse(String(data))),
  );
  await new Promise((resolve, reject) =>
    socket.once("open", resolve).once("error", reject),
  );
  return {
    inbox,
    socket,
    send: (frame: unknown) =>
      socket.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    /** Next v2 frame for `topic` with `event` (and `ref`, when given). */
    frame: (topic: string, event: string, ref?: string, timeoutMs?: number) =>
      inbox.next(
        (f) =>
          Array.isArray(f) &&
          f[2] === topic &&
          f[3] === event &&
          (ref === undefined || f[1] === ref),
        timeoutMs,
      ) as Promise<RawFrame>,
    /** Next vsn 1.0.0 object frame matching `match`. */
    object: (match: (m: Record<string, unknown>) => boolean) =>
      inbox.next((m) => !Array.isArray(m) && !Buffer.isBuffer(m) && match(m)),
  };
}

/** A `phx_join` frame as realtime-js builds it (vsn 2.0.0). */
export const joinFrame = (
  topic: string,
  ref: string,
  config: Record<string, unknown> = {},
  token?: string,
) => [
  ref,
  ref,
  topic,
  "phx_join",
  {
    config: {
      broadcast: { ack: false, self: false },
      presence: { key: "", enabled: false },
      postgres_changes: [],
      private: false,
      ...config,
    },
    ...(token ? { access_token: token } : {}),
  },
];
