import { randomBytes } from "node:crypto";

import type { Channel } from "./channel.ts";

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

export interface PresenceDiff {
  joins: PresenceMap;
  leaves: PresenceMap;
}

/** Phoenix Presence for one process: each channel holds at most one meta under its key. */
export class PresenceRegistry {
  #scopes = new Map<string, Map<Channel, Meta>>();

  stateOf(scope: string): PresenceMap {
    const state: PresenceMap = {};
    for (const [channel, meta] of this.#scopes.get(scope) ?? [])
      add(state, channel.presenceKey, meta);
    return state;
  }

  track(channel: Channel, payload: unknown): PresenceDiff {
    let entries = this.#scopes.get(channel.scope);
    if (!entries) this.#scopes.set(channel.scope, (entries = new Map()));
    const previous = entries.get(channel);
    const base =
      payload && typeof payload === "object" && !Array.isArray(payload)
        ? payload
        : {};
    const meta: Meta = { ...base, phx_ref: newRef() };
    if (previous) meta.phx_ref_prev = previous.phx_ref;
    entries.set(channel, meta);
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    add(diff.joins, channel.presenceKey, meta);
    if (previous) add(diff.leaves, channel.presenceKey, previous);
    return diff;
  }

  untrack(channel: Channel): PresenceDiff | undefined {
    const entries = this.#scopes.get(channel.scope);
    const previous = entries?.get(channel);
    if (!entries || !previous) return undefined;
    entries.delete(channel);
    if (entries.size === 0) this.#scopes.delete(channel.scope);
    const diff: PresenceDiff = { joins: {}, leaves: {} };
    add(diff.leaves, channel.presenceKey, previous);
    return diff;
  }
}

function add(map: PresenceMap, key: string, meta: Meta) {
  (map[key] ??= { metas: [] }).metas.push(meta);
}

function newRef(): string {
  return `F${randomBytes(8).toString("base64url")}`;
}
