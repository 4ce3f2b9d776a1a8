import { randomUUID } from "node:crypto";

import type { RuntimeContext } from "../context.ts";
import { verifyChannelToken } from "./auth.ts";
import { parseBinding, type Binding } from "./bindings.ts";
import type { ChangeFeed } from "./change-feed.ts";
import { asRecord, scopeOf, type Channel, type Peer } from "./channel.ts";
import { checkFilters } from "./filters.ts";
import type { Frame } from "./framing.ts";

/** Longest single wait before a token's expiry is checked again (timers cap near 24.8 days). */
const MAX_EXPIRY_WAIT = 60 * 60 * 1000;

export type JoinResult =
  { ok: true; channel: Channel } | { ok: false; reason: string };

/** Validates a `phx_join` and builds its channel; the caller registers it and replies. */
export async function joinChannel(
  ctx: RuntimeContext,
  feed: ChangeFeed,
  peer: Peer,
  frame: Frame,
): Promise<JoinResult> {
  const subTopic = frame.topic.slice("realtime:".length);
  if (!subTopic)
    return {
      ok: false,
      reason: "TopicNameRequired: You must provide a topic name",
    };
  const payload = asRecord(frame.payload);
  const config = asRecord(payload.config);
  const token = stringOr(payload.access_token) ?? stringOr(payload.user_token);
  const verified = await verifyChannelToken(ctx, peer.apikey, token);
  if (!verified.ok) return verified;
  const isPrivate = config.private === true;
  // Hosted Realtime authorises private topics with RLS on realtime.messages; locally any signed-in
  // caller may join them, and anon is refused as it is by default there.
  if (isPrivate && verified.identity.role === "anon") {
    return {
      ok: false,
      reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${subTopic}`,
    };
  }
  const broadcast = asRecord(config.broadcast);
  const presence = asRecord(config.presence);
  const rawBindings = Array.isArray(config.postgres_changes)
    ? config.postgres_changes.filter((b) => b != null)
    : [];
  const channel: Channel = {
    peer,
    topic: frame.topic,
    subTopic,
    joinRef: frame.joinRef ?? frame.ref,
    private: isPrivate,
    scope: scopeOf(frame.topic, isPrivate),
    identity: verified.identity,
    broadcastSelf: broadcast.self === true,
    broadcastAck: broadcast.ack === true,
    presenceKey: stringOr(presence.key) || randomUUID(),
    presenceEnabled: presence.enabled === true,
    bindings: rawBindings.map(parseBinding),
  };
  if (channel.bindings.length > 0) await checkBindings(ctx, feed, channel);
  return { ok: true, channel };
}

/** Marks bindings the server cannot subscribe, as hosted Realtime reports them after joining. */
async function checkBindings(
  ctx: RuntimeContext,
  feed: ChangeFeed,
  channel: Channel,
): Promise<void> {
  await feed.refresh();
  for (const binding of channel.bindings) {
    if (binding.problem || !binding.table || binding.schema === "*") continue;
    const info = await feed.tables.get(binding.schema, binding.table);
    const problem = info
      ? await checkFilters(ctx.db, info, channel.identity.role, binding.filters)
      : `relation "${binding.schema}.${binding.table}" does not exist`;
    if (problem) binding.problem = problem;
  }
}

export function bindingProblems(bindings: Binding[]): string | undefined {
  const problems = bindings
    .filter((b) => b.problem)
    .map(
      (b) =>
        `[event: ${b.event}, schema: ${b.schema}, table: ${b.table ?? "*"}, filter: ${String(b.raw.filter ?? "")}] ${b.problem}`,
    );
  if (problems.length === 0) return undefined;
  return `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${problems.join("; ")}`;
}

/** Re-checks the channel's token when it expires; `onExpired` gets Realtime's reason. */
export function scheduleExpiry(
  ctx: RuntimeContext,
  channel: Channel,
  expiresAt: number,
  onExpired: (reason: string) => void,
): void {
  clearTimeout(channel.expiryTimer);
  const wait = Math.min(Math.max(0, expiresAt - Date.now()), MAX_EXPIRY_WAIT);
  channel.expiryTimer = setTimeout(async () => {
    const verified = await verifyChannelToken(
      ctx,
      channel.peer.apikey,
      channel.identity.token,
    );
    if (verified.ok)
      scheduleExpiry(ctx, channel, verified.expiresAt, onExpired);
    else onExpired(verified.reason);
  }, wait);
  channel.expiryTimer.unref?.();
}

function stringOr(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}
