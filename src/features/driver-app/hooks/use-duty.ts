import { useState } from "react";

import { notify } from "@/lib/toast";

import {
  usePositionSharing,
  type SharingState,
  type SharingStop,
} from "./use-position-sharing";
import { useWakeLock } from "./use-wake-lock";

const STORAGE_KEY = "ekoluxe:driver-on-duty";

// Storage can be unavailable (private browsing, quota): the switch then lasts for the visit only.
function readSwitch(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

function storeSwitch(on: boolean): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    // See readSwitch.
  }
}

export interface Duty {
  on: boolean;
  setOn: (on: boolean) => void;
  /** Position sharing is running (on duty, with a vehicle, in a browser that can locate). */
  sharing: SharingState | null;
  /** Why duty switched itself off, until the driver switches it again. */
  stopped: SharingStop | null;
}

/**
 * The On duty switch: remembered across reloads (the browser asks for location permission again
 * in its own way), sharing the phone's position and keeping the screen awake while on.
 */
export function useDuty(canShare: boolean): Duty {
  const [on, setOnState] = useState(readSwitch);
  const [stopped, setStopped] = useState<SharingStop | null>(null);
  const active = on && canShare;

  const sharing = usePositionSharing(active, (stop) => {
    storeSwitch(false);
    setOnState(false);
    setStopped(stop);
    if (stop.reason === "refused")
      notify("Position Not Shared", stop.message, { variant: "destructive" });
  });
  useWakeLock(active);

  const setOn = (next: boolean) => {
    storeSwitch(next);
    setOnState(next);
    setStopped(null);
  };

  return { on, setOn, sharing: active ? sharing : null, stopped };
}
