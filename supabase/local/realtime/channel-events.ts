import { asRecord, push, reply, type Channel } from "./channel.ts";
import type { BroadcastMessage, Frame } from "./framing.ts";
import type { Hub } from "./hub.ts";

/** A member's broadcast: fanned out to its scope, acknowledged when the channel asked for acks. */
export function onBroadcast(hub: Hub, channel: Channel, frame: Frame): void {
  const payload = asRecord(frame.payload);
  if (typeof payload.event !== "string") return;
  const message: BroadcastMessage = {
    event: payload.event,
    payload: payload.payload,
  };
  if (payload.meta && typeof payload.meta === "object")
    message.meta = payload.meta as Record<string, unknown>;
  hub.broadcast(channel.scope, message, channel);
  if (channel.broadcastAck) reply(channel.peer, frame, "ok");
}

/** `track` / `untrack`, always acknowledged as the hosted server does. */
export function onPresence(hub: Hub, channel: Channel, frame: Frame): void {
  const payload = asRecord(frame.payload);
  reply(channel.peer, frame, "ok");
  if (payload.event === "untrack") return hub.untrack(channel);
  if (payload.event !== "track") return;
  if (!channel.presenceEnabled) {
    // Tracking turns presence on for a channel that joined without it: it needs the state first.
    channel.presenceEnabled = true;
    push(channel, "presence_state", hub.presence.stateOf(channel.scope));
  }
  hub.track(channel, payload.payload);
}
