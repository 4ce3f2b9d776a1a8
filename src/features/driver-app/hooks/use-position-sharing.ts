import { useEffect, useRef, useState } from "react";

import { isNetworkError, toUserMessage } from "@/lib/errors";

import { reportPosition } from "../api/report-position";
import { toPositionReport } from "../position-fix";

/** How often the latest fix is sent while on duty. */
export const SEND_EVERY_MS = 5_000;

const WATCH_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  maximumAge: 0,
  timeout: 30_000,
};

/** Why sharing ended by itself: the browser blocked location, or the server refused the driver. */
export type SharingStop =
  { reason: "denied" } | { reason: "refused"; message: string };

export type SharingState =
  | { phase: "locating" }
  | { phase: "sharing"; sentAt: number }
  /** The phone has no fix for now (no signal, timed out); it keeps trying. */
  | { phase: "unavailable"; sentAt: number | null }
  /** The server could not be reached or was busy; the next fix tries again. */
  | { phase: "retrying"; sentAt: number | null };

export const geolocationSupported = () =>
  typeof navigator !== "undefined" && "geolocation" in navigator;

function isRefusal(error: unknown): boolean {
  const status = (error as { status?: unknown }).status;
  if (isNetworkError(error) || typeof status !== "number") return false;
  return status >= 400 && status < 500 && status !== 429;
}

/**
 * While `active`, watches the phone's position (high accuracy) and sends the latest fix at once
 * and then every SEND_EVERY_MS, so the vehicle's row stays fresh even when the phone stands still.
 * A blocked permission or a refusal from the server stops it and calls `onStop`.
 */
export function usePositionSharing(
  active: boolean,
  onStop: (stop: SharingStop) => void,
): SharingState {
  const [state, setState] = useState<SharingState>({ phase: "locating" });
  const [wasActive, setWasActive] = useState(active);
  if (active !== wasActive) {
    setWasActive(active);
    setState({ phase: "locating" });
  }
  const stopRef = useRef(onStop);
  useEffect(() => {
    stopRef.current = onStop;
  });

  useEffect(() => {
    if (!active || !geolocationSupported()) return;
    const { geolocation } = navigator;
    let stopped = false;
    let sending = false;
    let latest: GeolocationPosition | null = null;
    let sentAt: number | null = null;

    const send = async () => {
      if (!latest || sending || stopped) return;
      sending = true;
      try {
        await reportPosition(toPositionReport(latest.coords));
        sentAt = Date.now();
        if (!stopped) setState({ phase: "sharing", sentAt });
      } catch (error) {
        if (stopped) return;
        if (isRefusal(error))
          stop({ reason: "refused", message: toUserMessage(error) });
        else setState({ phase: "retrying", sentAt });
      } finally {
        sending = false;
      }
    };
    const watchId = geolocation.watchPosition(
      (fix) => {
        const first = latest === null;
        latest = fix;
        if (first) void send();
      },
      (error) => {
        if (error.code === error.PERMISSION_DENIED)
          return stop({ reason: "denied" });
        // An old fix is not sent as if it were current.
        latest = null;
        setState({ phase: "unavailable", sentAt });
      },
      WATCH_OPTIONS,
    );
    const timer = setInterval(() => void send(), SEND_EVERY_MS);

    function halt() {
      stopped = true;
      clearInterval(timer);
      geolocation.clearWatch(watchId);
    }
    function stop(reason: SharingStop) {
      if (stopped) return;
      halt();
      stopRef.current(reason);
    }
    return halt;
  }, [active]);

  return state;
}
