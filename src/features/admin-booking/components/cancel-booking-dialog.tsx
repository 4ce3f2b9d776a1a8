import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { notify } from "@/lib/toast";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { TextareaField } from "@/components/form/text-field";

import { useSetBookingStatus } from "../api/mutations";
import {
  cancelBookingFormSchema,
  type CancelBookingFormValues,
} from "../schemas";

interface CancelBookingDialogProps {
  booking: { id: string; reference: string } | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Cancelling needs a reason: the database stores it and the timeline shows it. */
export function CancelBookingDialog({
  booking,
  open,
  onOpenChange,
}: CancelBookingDialogProps) {
  return (
    <Dialog open={open && booking !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel {booking?.reference}?</DialogTitle>
          <DialogDescription>
            The customer&apos;s ride will not go ahead. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        {booking && (
          <CancelForm booking={booking} onDone={() => onOpenChange(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CancelForm({
  booking,
  onDone,
}: {
  booking: { id: string; reference: string };
  onDone: () => void;
}) {
  const formId = useId();
  const form = useForm<CancelBookingFormValues>({
    resolver: zodResolver(cancelBookingFormSchema),
    defaultValues: { reason: "" },
  });
  const setStatus = useSetBookingStatus();

  function onValid(values: CancelBookingFormValues) {
    setStatus.mutate(
      { bookingId: booking.id, status: "cancelled", reason: values.reason },
      {
        onSuccess: () => {
          notify("Booking Cancelled", `${booking.reference} was cancelled.`);
          onDone();
        },
      },
    );
  }

  return (
    <>
      <form id={formId} noValidate onSubmit={form.handleSubmit(onValid)}>
        <TextareaField
          control={form.control}
          name="reason"
          label="Reason"
          required
          aria-required="true"
          rows={3}
          placeholder="e.g. Customer changed plans"
        />
      </form>
      <DialogFooter>
        <Button variant="outline" onClick={onDone}>
          Keep booking
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="destructive"
          disabled={setStatus.isPending}
        >
          {setStatus.isPending ? "Cancelling..." : "Cancel booking"}
        </Button>
      </DialogFooter>
    </>
  );
}
