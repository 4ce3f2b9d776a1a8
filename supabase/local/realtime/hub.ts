import type { RuntimeContext } from "../context.ts";
import { push, type Channel } from "./channel.ts";
import { encodeBroadcast, type BroadcastMessage } from "./framing.ts";
import { PresenceRegistry } from "./presence.ts";

/** Every joined channel of the process, by broadcast scope; shared by the socket and HTTP sides. */
export class Hub {
  readonly presence = new PresenceRegistry();
  #channels = new Set<Channel>();
  #scopes = new Map<string, Set<Channel>>();

  get channels(): ReadonlySet<Channel> {
    return this.#channels;
  }

  add(channel: Channel): void {
    this.#channels.add(channel);
    let members = this.#scopes.get(channel.scope);
    if (!members) this.#scopes.set(channel.scope, (members = new Set()));
    members.add(channel);
  }

  remove(channel: Channel): void {
    clearTimeout(channel.expiryTimer);
    if (!this.#channels.delete(channel)) return;
    this.untrack(channel);
    const members = this.#scopes.get(channel.scope);
    members?.delete(channel);
    if (members?.size === 0) this.#scopes.delete(channel.scope);
  }

  /** Fans a broadcast out to the scope; the sender hears its own message only if it asked to. */
  broadcast(scope: string, message: BroadcastMessage, sender?: Channel): void {
    for (const member of this.#scopes.get(scope) ?? []) {
      if (member === sender && !member.broadcastSelf) continue;
      const data = encodeBroadcast(member.topic, message, member.peer.vsn);
      if (data !== undefined) member.peer.send(data);
    }
  }

  track(channel: Channel, payload: unknown): void {
    this.#presenceDiff(channel.scope, this.presence.track(channel, payload));
  }

  untrack(channel: Channel): void {
    const diff = this.presence.untrack(channel);
    if (diff) this.#presenceDiff(channel.scope, diff);
  }

  #presenceDiff(scope: string, diff: unknown): void {
    for (const member of this.#scopes.get(scope) ?? [])
      push(member, "presence_diff", diff, null);
  }
}

const hubs = new WeakMap<RuntimeContext, Hub>();

export function hubFor(ctx: RuntimeContext): Hub {
  let hub = hubs.get(ctx);
  if (!hub) hubs.set(ctx, (hub = new Hub()));
  return hub;
}
