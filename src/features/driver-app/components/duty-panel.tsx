import { MapPinOff, Navigation, RadioTower } from "lucide-react";

import { formatLagosClock } from "@/lib/dates";
import { cn } from "@/lib/utils";

import type { Duty } from "../hooks/use-duty";
import { geolocationSupported } from "../hooks/use-position-sharing";
import { DutySwitch } from "./duty-switch";

type Tone = "muted" | "good" | "warn";

function describe(
  duty: Duty,
  hasVehicle: boolean,
): { text: string; tone: Tone } {
  if (!geolocationSupported())
    return { text: "This browser cannot share its location.", tone: "warn" };
  if (!hasVehicle)
    return {
      text: "You have no vehicle assigned, so there is no position to share. Ask dispatch to assign one.",
      tone: "warn",
    };
  if (duty.stopped?.reason === "denied")
    return {
      text: "Location is blocked for this site. Allow it in your browser's site settings, then go on duty again.",
      tone: "warn",
    };
  if (duty.stopped?.reason === "refused")
    return { text: duty.stopped.message, tone: "warn" };
  switch (duty.sharing?.phase) {
    case undefined:
      return { text: "Off duty. Your position is not shared.", tone: "muted" };
    case "locating":
      return { text: "Finding your position...", tone: "muted" };
    case "sharing":
      return { text: "Sharing your position with dispatch.", tone: "good" };
    case "unavailable":
      return {
        text: "Your position is unavailable (no GPS signal). Still trying.",
        tone: "warn",
      };
    case "retrying":
      return {
        text: "Could not reach EkoLuxe. Your position will be sent again shortly.",
        tone: "warn",
      };
  }
}

const toneClass: Record<Tone, string> = {
  muted: "text-muted-foreground",
  good: "text-success",
  warn: "text-warning",
};

/** The On duty switch with what is happening to the driver's position, in words. */
export function DutyPanel({
  duty,
  hasVehicle,
  checking = false,
}: {
  duty: Duty;
  hasVehicle: boolean;
  /** Going on duty waits while the driver's consent is being read. */
  checking?: boolean;
}) {
  const { text, tone } = describe(duty, hasVehicle);
  const sentAt =
    duty.sharing && "sentAt" in duty.sharing ? duty.sharing.sentAt : null;
  const Icon =
    tone === "warn" ? MapPinOff : duty.sharing ? RadioTower : Navigation;
  const canSwitch =
    geolocationSupported() && (duty.on || (hasVehicle && !checking));
  return (
    <section
      aria-labelledby="duty-title"
      className="rounded-2xl border border-border/80 bg-card p-4 shadow-soft"
    >
      <div className="flex items-center justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h2 id="duty-title" className="font-display text-xl leading-none">
            On duty
          </h2>
          <p
            id="duty-status"
            role="status"
            className={cn("flex items-start gap-2 text-sm", toneClass[tone])}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>{text}</span>
          </p>
          {sentAt !== null ? (
            <p className="text-xs text-muted-foreground">
              Last sent at {formatLagosClock(sentAt)}
            </p>
          ) : null}
        </div>
        <DutySwitch
          checked={duty.on}
          onCheckedChange={duty.setOn}
          disabled={!canSwitch}
          labelledBy="duty-title"
          describedBy="duty-status"
        />
      </div>
    </section>
  );
}
