import { useEffect, useRef, useState } from "react";
import type { RealtimeChannel } from "@supabase/supabase-js";
import { useQueryClient, type QueryKey } from "@tanstack/react-query";

import { loadSupabase } from "@/lib/load-supabase";
import { startRealtimeSync, type LiveStatus } from "@/lib/realtime-sync";

export interface UseRealtimeSyncOptions {
  /** Names the channel, e.g. `bookings:recent`. */
  channelName: string;
  /** Adds the channel's bindings; their callbacks write events into the query cache. */
  listen: (channel: RealtimeChannel) => RealtimeChannel;
  /** The queries the channel keeps current, refetched whenever it (re)subscribes. */
  feeds: readonly QueryKey[];
  enabled?: boolean;
}

/**
 * Keeps a Realtime channel subscribed while the component is mounted, writing its events into
 * the query cache and refetching `feeds` after every (re)subscription, so nothing changed during
 * an outage goes missing. Returns the connection's state for a "Live" / "Reconnecting" hint.
 */
export function useRealtimeSync({
  channelName,
  listen,
  feeds,
  enabled = true,
}: UseRealtimeSyncOptions): LiveStatus {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>("connecting");
  // The latest callbacks, read whenever a channel opens or catches up: a re-render never resubscribes.
  const latest = useRef({ listen, feeds });
  useEffect(() => {
    latest.current = { listen, feeds };
  });

  useEffect(() => {
    if (!enabled) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void loadSupabase().then((client) => {
      if (unmounted) return;
      stop = startRealtimeSync({
        client,
        queryClient,
        channelName,
        listen: (channel) => latest.current.listen(channel),
        feeds: () => latest.current.feeds,
        onStatus: setStatus,
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [channelName, enabled, queryClient]);

  return status;
}
