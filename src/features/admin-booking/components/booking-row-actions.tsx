import {
  Ban,
  CheckCircle2,
  Eye,
  Flag,
  Play,
  UserRoundPlus,
} from "lucide-react";

import { notify } from "@/lib/toast";
import { enumLabel } from "@/lib/vocabulary";
import {
  DataTableRowActions,
  type RowAction,
} from "@/components/data-table/row-actions";

import { useSetBookingStatus } from "../api/mutations";
import {
  actionTargetStatus,
  assignLabel,
  bookingActionLabels,
  legalActions,
  type BookingAction,
} from "../status-actions";
import type { BookingListRow } from "../types";

export interface BookingRowHandlers {
  onView: (booking: BookingListRow) => void;
  onAssign: (booking: BookingListRow) => void;
  onCancel: (booking: BookingListRow) => void;
}

const icons = {
  view: Eye,
  assign: UserRoundPlus,
  confirm: CheckCircle2,
  start: Play,
  complete: Flag,
  cancel: Ban,
} satisfies Record<BookingAction, RowAction["icon"]>;

/** The row's menu: only the moves the state machine allows from its status. */
export function BookingRowActions({
  booking,
  handlers,
}: {
  booking: BookingListRow;
  handlers: BookingRowHandlers;
}) {
  const setStatus = useSetBookingStatus();

  function move(action: "confirm" | "start" | "complete") {
    const status = actionTargetStatus[action];
    setStatus.mutate(
      { bookingId: booking.id, status },
      {
        onSuccess: () =>
          notify(
            "Status Updated",
            `${booking.reference} is now ${enumLabel("booking_status", status)}.`,
          ),
      },
    );
  }

  const actions: RowAction[] = legalActions(booking).map((action) => ({
    label:
      action === "assign" ? assignLabel(booking) : bookingActionLabels[action],
    icon: icons[action],
    variant: action === "cancel" ? "destructive" : "default",
    disabled: setStatus.isPending,
    onSelect: () => {
      if (action === "view") handlers.onView(booking);
      else if (action === "assign") handlers.onAssign(booking);
      else if (action === "cancel") handlers.onCancel(booking);
      else move(action);
    },
  }));

  return (
    <DataTableRowActions
      label={`Actions for ${booking.reference}`}
      actions={actions}
    />
  );
}
