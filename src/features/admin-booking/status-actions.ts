import type { BookingStatus } from "./types";

export type BookingAction =
  "view" | "assign" | "confirm" | "start" | "complete" | "cancel";

export const bookingActionLabels: Record<BookingAction, string> = {
  view: "View details",
  assign: "Assign driver",
  confirm: "Confirm",
  start: "Start trip",
  complete: "Complete",
  cancel: "Cancel booking",
};

/** The status each transition asks `set_booking_status` for. */
export const actionTargetStatus = {
  confirm: "confirmed",
  start: "in-progress",
  complete: "completed",
  cancel: "cancelled",
} as const satisfies Partial<Record<BookingAction, BookingStatus>>;

interface ActionSubject {
  status: BookingStatus;
  driver_id: string | null;
  vehicle_id: string | null;
}

/**
 * The actions the state machine allows (decisions.md): pending → confirmed → in-progress →
 * completed, pending|confirmed → cancelled. Assigning is open until the trip starts; confirming
 * needs a driver and a vehicle, so it is offered once both are set.
 */
export function legalActions(booking: ActionSubject): BookingAction[] {
  const assigned = booking.driver_id !== null && booking.vehicle_id !== null;
  switch (booking.status) {
    case "pending":
      return assigned
        ? ["view", "assign", "confirm", "cancel"]
        : ["view", "assign", "cancel"];
    case "confirmed":
      return ["view", "assign", "start", "cancel"];
    case "in-progress":
      return ["view", "complete"];
    default:
      return ["view"];
  }
}

export function assignLabel(booking: ActionSubject): string {
  return booking.driver_id ? "Reassign driver" : bookingActionLabels.assign;
}
