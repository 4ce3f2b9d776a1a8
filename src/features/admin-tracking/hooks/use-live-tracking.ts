import { useCallback, useEffect, useMemo, useRef } from "react";
import type { RealtimeChannel } from "@supabase/supabase-js";
import { useQueryClient } from "@tanstack/react-query";

import { useRealtimeSync } from "@/hooks/use-realtime-sync";
import type { LiveStatus } from "@/lib/realtime-sync";

import { trackingQueries } from "../api/queries";
import {
  applyPositions,
  batchNeedsRefetch,
  toPositionUpdate,
} from "../live-patch";
import type { PositionUpdate } from "../types";

// Booking changes (a trip starting, a driver assigned) refetch the board once after a burst.
const BOARD_REFRESH_DELAY_MS = 1_000;

/**
 * Keeps the tracking board current over Realtime. Position inserts and updates are queued and
 * written into the cached board once per animation frame (300 vehicles every 2 s is ~150
 * events a second: one cache write and one render per frame, not per event); booking changes
 * refetch the board, debounced.
 */
export function useLiveTracking(): LiveStatus {
  const queryClient = useQueryClient();
  const pending = useRef(new Map<string, PositionUpdate>());
  const frame = useRef<number | undefined>(undefined);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(
    undefined,
  );

  const refreshBoard = useCallback(() => {
    clearTimeout(refreshTimer.current);
    refreshTimer.current = setTimeout(() => {
      void queryClient.invalidateQueries(trackingQueries.board());
    }, BOARD_REFRESH_DELAY_MS);
  }, [queryClient]);

  const flush = useCallback(() => {
    frame.current = undefined;
    const batch = pending.current;
    pending.current = new Map();
    const key = trackingQueries.board().queryKey;
    const board = queryClient.getQueryData(key);
    if (!board) return;
    if (batchNeedsRefetch(board, batch)) refreshBoard();
    queryClient.setQueryData(key, applyPositions(board, batch));
  }, [queryClient, refreshBoard]);

  useEffect(
    () => () => {
      clearTimeout(refreshTimer.current);
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const onPosition = useCallback(
    (row: Record<string, unknown>) => {
      const update = toPositionUpdate(row);
      if (!update) return;
      pending.current.set(update.vehicle_id, update);
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );

  const listen = useCallback(
    (channel: RealtimeChannel) =>
      channel
        .on(
          "postgres_changes",
          { event: "INSERT", schema: "public", table: "vehicle_positions" },
          (payload) => onPosition(payload.new),
        )
        .on(
          "postgres_changes",
          { event: "UPDATE", schema: "public", table: "vehicle_positions" },
          (payload) => onPosition(payload.new),
        )
        .on(
          "postgres_changes",
          { event: "*", schema: "public", table: "bookings" },
          refreshBoard,
        ),
    [onPosition, refreshBoard],
  );

  const feeds = useMemo(() => [trackingQueries.board().queryKey], []);
  return useRealtimeSync({ channelName: "tracking:board", listen, feeds });
}
