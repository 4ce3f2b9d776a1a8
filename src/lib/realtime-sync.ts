import type {
  REALTIME_SUBSCRIBE_STATES,
  RealtimeChannel,
  SupabaseClient,
} from "@supabase/supabase-js";
import type { QueryClient, QueryKey } from "@tanstack/react-query";

/** What a live page can tell its user: first connecting, live, or catching up after a loss. */
export type LiveStatus = "connecting" | "live" | "reconnecting";

type SubscribeStatus = `${REALTIME_SUBSCRIBE_STATES}`;

export interface RealtimeSyncOptions {
  client: Pick<SupabaseClient, "channel" | "removeChannel">;
  queryClient: QueryClient;
  /** Names the channel, e.g. `bookings:recent`. */
  channelName: string;
  /** Adds the channel's bindings; their callbacks write events into the query cache. */
  listen: (channel: RealtimeChannel) => RealtimeChannel;
  /** The queries this channel keeps current: refetched whenever it (re)subscribes. */
  feeds: () => readonly QueryKey[];
  onStatus?: (status: LiveStatus) => void;
}

// A channel the server closed is gone for good in realtime-js; open a new one after these waits.
const REOPEN_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

let instances = 0;

/**
 * Subscribes a channel that feeds TanStack Query and keeps it honest across outages. Realtime
 * never replays what happened while a channel was not subscribed, so every SUBSCRIBED, the first
 * (the page's first read may predate it) and each one after a CHANNEL_ERROR, TIMED_OUT or
 * CLOSED, refetches the queries it feeds. realtime-js rejoins errored and timed-out channels by
 * itself; a closed one is opened again here. Returns the function that stops it all.
 */
export function startRealtimeSync(options: RealtimeSyncOptions): () => void {
  const { client, queryClient, onStatus } = options;
  let channel: RealtimeChannel | undefined;
  let stopped = false;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;
  let reopenAttempt = 0;
  let everSubscribed = false;

  const catchUp = () =>
    Promise.all(
      options
        .feeds()
        .map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );

  const onChannelStatus = (own: RealtimeChannel, status: SubscribeStatus) => {
    if (stopped || own !== channel) return;
    if (status === "SUBSCRIBED") {
      everSubscribed = true;
      reopenAttempt = 0;
      onStatus?.("live");
      void catchUp();
      return;
    }
    onStatus?.(everSubscribed ? "reconnecting" : "connecting");
    if (status === "CLOSED") reopenLater();
  };

  const open = () => {
    // A topic of its own each time: realtime-js hands back an existing channel with the same
    // topic, even one still leaving, so a remount (StrictMode, fast navigation) would get a dead one.
    instances += 1;
    const own = options.listen(
      client.channel(`${options.channelName}:${instances}`),
    );
    channel = own;
    own.subscribe((status) => onChannelStatus(own, status));
  };

  const reopenLater = () => {
    // realtime-js has already dropped the closed channel from its client.
    channel = undefined;
    const delay =
      REOPEN_DELAYS_MS[Math.min(reopenAttempt, REOPEN_DELAYS_MS.length - 1)];
    reopenAttempt += 1;
    reopenTimer = setTimeout(() => {
      if (!stopped) open();
    }, delay);
  };

  onStatus?.("connecting");
  open();

  return () => {
    stopped = true;
    clearTimeout(reopenTimer);
    if (channel) void client.removeChannel(channel);
    channel = undefined;
  };
}
