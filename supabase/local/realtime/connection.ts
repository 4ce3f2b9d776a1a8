import type { WebSocket } from "ws";

import type { RuntimeContext } from "../context.ts";
import { verifyChannelToken } from "./auth.ts";
import type { ChangeFeed } from "./change-feed.ts";
import { onBroadcast, onPresence } from "./channel-events.ts";
import {
  asRecord,
  push,
  pushClose,
  reply,
  systemMessage,
  type Channel,
  type Peer,
} from "./channel.ts";
import { decodeFrame, type Frame, type Vsn } from "./framing.ts";
import type { Hub } from "./hub.ts";
import { bindingProblems, joinChannel, scheduleExpiry } from "./join.ts";

/** Phoenix drops a socket that has been silent this long; clients heartbeat every 25 s. */
const IDLE_TIMEOUT_MS = 60_000;

/** One realtime websocket: Phoenix channel events in, replies and pushes out, in arrival order. */
export class Connection implements Peer {
  readonly vsn: Vsn;
  readonly apikey: string | null;
  readonly #socket: WebSocket;
  readonly #ctx: RuntimeContext;
  readonly #hub: Hub;
  readonly #feed: ChangeFeed;
  #channels = new Map<string, Channel>();
  #queue: Promise<void> = Promise.resolve();
  #idle: ReturnType<typeof setTimeout> | undefined;

  constructor(
    socket: WebSocket,
    options: {
      vsn: Vsn;
      apikey: string | null;
      ctx: RuntimeContext;
      hub: Hub;
      feed: ChangeFeed;
    },
  ) {
    this.#socket = socket;
    this.vsn = options.vsn;
    this.apikey = options.apikey;
    this.#ctx = options.ctx;
    this.#hub = options.hub;
    this.#feed = options.feed;
    this.#keepAlive();
    socket.on("message", (data, isBinary) => {
      this.#keepAlive();
      const frame = decodeFrame(toBuffer(data), isBinary, this.vsn);
      if (frame)
        this.#queue = this.#queue
          .then(() => this.#handle(frame))
          .catch((error: unknown) => {
            this.#ctx.log(
              `realtime: ${frame.event} on ${frame.topic} failed: ${String(error)}`,
            );
          });
    });
    socket.on("close", () => {
      clearTimeout(this.#idle);
      for (const channel of this.#channels.values()) this.#hub.remove(channel);
      this.#channels.clear();
    });
  }

  send(data: string | Buffer): void {
    if (this.#socket.readyState === this.#socket.OPEN) this.#socket.send(data);
  }

  #keepAlive(): void {
    clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.#socket.terminate(), IDLE_TIMEOUT_MS);
    this.#idle.unref();
  }

  async #handle(frame: Frame): Promise<void> {
    if (frame.topic === "phoenix" && frame.event === "heartbeat")
      return reply(this, frame, "ok");
    if (frame.event === "phx_join") return this.#join(frame);
    const channel = this.#channels.get(frame.topic);
    if (!channel)
      return reply(this, frame, "error", { reason: "unmatched topic" });
    switch (frame.event) {
      case "phx_leave":
        this.#drop(channel);
        reply(this, frame, "ok");
        return pushClose(channel);
      case "access_token":
        return this.#refreshToken(
          channel,
          asRecord(frame.payload).access_token,
        );
      case "broadcast":
        return onBroadcast(this.#hub, channel, frame);
      case "presence":
        return onPresence(this.#hub, channel, frame);
    }
  }

  async #join(frame: Frame): Promise<void> {
    const previous = this.#channels.get(frame.topic);
    if (previous) this.#drop(previous);
    const result = await joinChannel(this.#ctx, this.#feed, this, frame).catch(
      (error: unknown) => ({
        ok: false as const,
        reason: `UnknownErrorOnChannel: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
    if (!result.ok)
      return reply(this, frame, "error", { reason: result.reason });
    const { channel } = result;
    this.#channels.set(channel.topic, channel);
    this.#hub.add(channel);
    scheduleExpiry(this.#ctx, channel, expiryOf(channel), (reason) =>
      this.#shutdown(channel, reason),
    );
    const bindings = channel.bindings.map((b) => ({ ...b.raw, id: b.id }));
    reply(
      this,
      frame,
      "ok",
      bindings.length > 0 ? { postgres_changes: bindings } : {},
    );
    if (bindings.length > 0) {
      const problems = bindingProblems(channel.bindings);
      systemMessage(
        channel,
        "postgres_changes",
        problems ? "error" : "ok",
        problems ?? "Subscribed to PostgreSQL",
      );
    }
    if (channel.presenceEnabled)
      push(
        channel,
        "presence_state",
        this.#hub.presence.stateOf(channel.scope),
      );
  }

  async #refreshToken(channel: Channel, token: unknown): Promise<void> {
    if (
      typeof token !== "string" ||
      token.startsWith("sb_") ||
      token === channel.identity.token
    )
      return;
    const verified = await verifyChannelToken(this.#ctx, this.apikey, token);
    if (!verified.ok) return this.#shutdown(channel, verified.reason);
    channel.identity = verified.identity;
    scheduleExpiry(this.#ctx, channel, verified.expiresAt, (reason) =>
      this.#shutdown(channel, reason),
    );
  }

  /** What hosted Realtime does on a bad or expired token: a system error, then the channel stops. */
  #shutdown(channel: Channel, reason: string): void {
    if (this.#channels.get(channel.topic) !== channel) return;
    systemMessage(channel, "system", "error", reason);
    this.#drop(channel);
    pushClose(channel);
  }

  #drop(channel: Channel): void {
    this.#channels.delete(channel.topic);
    this.#hub.remove(channel);
  }
}

function expiryOf(channel: Channel): number {
  const exp = channel.identity.claims.exp;
  return typeof exp === "number" ? exp * 1000 : Date.now();
}

function toBuffer(data: Buffer | ArrayBuffer | Buffer[]): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.isBuffer(data) ? data : Buffer.from(data);
}
