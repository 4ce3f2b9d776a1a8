import type { BookingListRow } from "../types";
import { BookingDetailSheet } from "./booking-detail-sheet";
import { CancelBookingDialog } from "./cancel-booking-dialog";
import { DispatchDialog } from "./dispatch-dialog";

export interface BookingsDialogState {
  open: "view" | "assign" | "cancel" | null;
  current: BookingListRow | null;
}

/** The bookings page's dialogs, one open at a time. */
export function BookingsDialogs({
  state,
  onClose,
}: {
  state: BookingsDialogState;
  onClose: () => void;
}) {
  const id = state.current?.id ?? null;
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  return (
    <>
      <BookingDetailSheet
        bookingId={id}
        open={state.open === "view"}
        onOpenChange={onOpenChange}
      />
      <DispatchDialog
        bookingId={id}
        open={state.open === "assign"}
        onOpenChange={onOpenChange}
      />
      <CancelBookingDialog
        booking={state.current}
        open={state.open === "cancel"}
        onOpenChange={onOpenChange}
      />
    </>
  );
}
