import type { Identity } from "../keys.ts";
import type { Binding } from "./bindings.ts";
import { encodeFrame, type Vsn } from "./framing.ts";

/** One websocket client, as channels see it. */
export interface Peer {
  readonly vsn: Vsn;
  readonly apikey: string | null;
  send(data: string | Buffer): void;
}

/** A joined topic on one socket, with the credentials and options it joined with. */
export interface Channel {
  readonly peer: Peer;
  readonly topic: string;
  readonly subTopic: string;
  readonly joinRef: string | null;
  readonly private: boolean;
  /** Broadcast and presence audience: a private and a public channel of one name never mix. */
  readonly scope: string;
  identity: Identity;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  presenceKey: string;
  presenceEnabled: boolean;
  bindings: Binding[];
  expiryTimer?: ReturnType<typeof setTimeout>;
}

export function push(
  channel: Channel,
  event: string,
  payload: unknown,
  joinRef = channel.joinRef,
): void {
  channel.peer.send(
    encodeFrame(
      { joinRef, ref: null, topic: channel.topic, event, payload },
      channel.peer.vsn,
    ),
  );
}

export function reply(
  peer: Peer,
  frame: { joinRef: string | null; ref: string | null; topic: string },
  status: "ok" | "error",
  response: Record<string, unknown> = {},
): void {
  peer.send(
    encodeFrame(
      { ...frame, event: "phx_reply", payload: { status, response } },
      peer.vsn,
    ),
  );
}

export function systemMessage(
  channel: Channel,
  extension: string,
  status: "ok" | "error",
  message: string,
): void {
  push(channel, "system", {
    message,
    status,
    extension,
    channel: channel.subTopic,
  });
}

/** What Phoenix sends when a channel process stops: the client then reports CLOSED. */
export function pushClose(channel: Channel): void {
  channel.peer.send(
    encodeFrame(
      {
        joinRef: channel.joinRef,
        ref: channel.joinRef,
        topic: channel.topic,
        event: "phx_close",
        payload: {},
      },
      channel.peer.vsn,
    ),
  );
}

export function scopeOf(topic: string, isPrivate: boolean): string {
  return `${isPrivate ? "private" : "public"}:${topic}`;
}

export function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
